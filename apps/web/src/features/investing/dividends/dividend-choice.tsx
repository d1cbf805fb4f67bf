import { getDividendChoice as getDividendChoiceAddress } from '@fernleaf/contract/call-addresses/get-dividend-choice.gen';
import { saveDividendChoice as saveDividendChoiceAddress } from '@fernleaf/contract/call-addresses/save-dividend-choice.gen';
import { type DividendChoice as Choice, saveDividendChoice } from '@fernleaf/contract/investing-performance';
import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { Loading, RetryAlert, StatusText } from '../../../ui/load-states';
import { Notice } from '../../../ui/notice';
import { managedQueryKeys } from '../managed/api/managed-queries';

export function dividendChoiceQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: [...managedQueryKeys.account(accountId), 'dividend-choice'] as const,
    queryFn: ({ signal }) => callApi(getDividendChoiceAddress, { params: { accountId } }, { signal }),
  });
}

/**
 * Whether an account's dividends buy more of what paid them or stay as cash (decision 046), for the
 * account's settings. A self-directed account keeps them as cash until the member turns this on; a
 * managed account always reinvests, so it only says so.
 */
export function DividendChoice({ accountId }: { accountId: string }) {
  const choice = useQuery(dividendChoiceQueryOptions(accountId));
  return (
    <Stack component="section" aria-labelledby={`dividends-${accountId}`} gap="xs">
      <Title order={3} fz="h4" id={`dividends-${accountId}`}>
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
        <ChoiceForm choice={choice.data} />
      ) : (
        <Text size="sm">
          Your managed account reinvests every dividend in the fund that paid it, as its model portfolio is
          managed for you. Each reinvestment shows in your transactions with its reason.
        </Text>
      )}
    </Stack>
  );
}

function ChoiceForm({ choice }: { choice: Choice }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>();
  const form = useContractForm({
    schema: saveDividendChoice.body,
    initialValues: { reinvest: choice.reinvest },
  });
  const submit = form.submit(async (body) => {
    const saved = await callApi(saveDividendChoiceAddress, { params: { accountId: choice.accountId }, body });
    queryClient.setQueryData(dividendChoiceQueryOptions(choice.accountId).queryKey, saved);
    form.resetDirty({ reinvest: saved.reinvest });
    setStatus(
      saved.reinvest
        ? 'Saved: dividends will buy more of the stock or fund that paid them.'
        : 'Saved: dividends will stay in your account as cash.',
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Dividend choice">
      <Stack gap="xs">
        <Switch
          label="Reinvest dividends"
          description="When on, each dividend buys more of the stock or fund that paid it, in fractional shares, on the day it is paid. When off, it stays as cash."
          {...form.getInputProps('reinvest', { type: 'checkbox' })}
        />
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <Group>
          <Button type="submit" variant="default" loading={form.submitting}>
            Save dividend choice
          </Button>
        </Group>
        <StatusText message={status} />
      </Stack>
    </form>
  );
}
