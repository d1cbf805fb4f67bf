import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Loading, RetryAlert } from '../../../ui/load-states';
import { dividendChoiceQueryOptions } from '../api/get-dividend-choice';
import { ChoiceForm } from './components/dividend-choice-form';

/**
 * Whether an account's dividends buy more of what paid them or stay as cash (decision 046), for the
 * account's settings. A self-directed account keeps them as cash until the member turns this on; a
 * managed account always reinvests, so it only says so.
 */
export function DividendChoice({ accountId }: { accountId: string }) {
  const choice = useQuery(dividendChoiceQueryOptions(accountId));
  return (
    <Stack component="section" aria-labelledby={`dividends-${accountId}`} gap="xs">
      <Title order={2} fz="h3" id={`dividends-${accountId}`}>
        Dividends
      </Title>
      {choice.isPending ? (
        <Loading text="Loading your dividend choice…" />
      ) : choice.isError ? (
        <RetryAlert
          title="We could not load your dividend choice"
          onRetry={() => choice.refetch()}
          retrying={choice.isFetching}
        />
      ) : choice.data.memberMayChoose ? (
        <ChoiceForm choice={choice.data} queryKey={dividendChoiceQueryOptions(accountId).queryKey} />
      ) : (
        <Text size="sm">
          Your managed account reinvests every dividend in the fund that paid it, as its model portfolio is managed for
          you. Each reinvestment shows in your transactions with its reason.
        </Text>
      )}
    </Stack>
  );
}
