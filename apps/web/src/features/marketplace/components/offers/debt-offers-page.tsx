import { Stack, Text, Title } from '@mantine/core';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useLatestApplication } from '../../api/get-latest-application';
import { StepLink } from '../flow/step-link';
import { OffersResult } from './offers-result';

/** /marketplace/debt-offers: the offers of the member's latest debt-relief application. */
export function DebtOffersPage() {
  const latest = useLatestApplication('debt-relief');
  if (latest.isPending) return <Loading text="Loading your debt relief offers…" />;
  if (latest.isError) {
    return (
      <RetryAlert
        title="We could not load your debt relief offers"
        onRetry={() => void latest.refetch()}
        retrying={latest.isFetching}
      />
    );
  }
  if (latest.data) return <OffersResult application={latest.data} />;
  return (
    <Stack gap="sm" maw={720} mx="auto" w="100%">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Your debt relief offers
      </Title>
      <Text>
        You have not asked for debt relief offers yet. Tell us how much unsecured debt you have and see the programs
        that fit, with what each can cost, in a few minutes.
      </Text>
      <StepLink vertical="debt-relief" step="debt-amount" fw={600}>
        Find debt relief offers
      </StepLink>
    </Stack>
  );
}
