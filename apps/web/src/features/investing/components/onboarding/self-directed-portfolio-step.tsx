import { formatCents } from '@fernleaf/contract/money';
import { Button, Card, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { positionsQueryOptions } from '../../api/get-investment-positions';
import { activeHoldingRows } from '../../lib/active-holdings';
import { ActiveHoldingsTable } from '../active-holdings-table';
import { WhereToStart } from '../where-to-start';
import { InvestmentAccountStep } from './investment-account-step';

/**
 * Active investing's portfolio step (decision 072): no model picks anything, so it shows
 * what the member holds (nothing at first) and where choosing starts, never a suggested portfolio.
 */
export function SelfDirectedPortfolioStep({ onContinue, busy }: { onContinue: () => void; busy: boolean }) {
  return (
    <InvestmentAccountStep kind="SELF_DIRECTED">
      {(account) => <Holdings accountId={account.accountId} onContinue={onContinue} busy={busy} />}
    </InvestmentAccountStep>
  );
}

function Holdings({ accountId, onContinue, busy }: { accountId: string; onContinue: () => void; busy: boolean }) {
  const positions = useQuery(positionsQueryOptions(accountId));
  if (positions.isPending) return <Loading text="Loading your holdings…" />;
  if (positions.isError) {
    return (
      <RetryAlert
        title="We could not load your holdings"
        onRetry={() => positions.refetch()}
        retrying={positions.isFetching}
      />
    );
  }
  const rows = activeHoldingRows(positions.data.positions);
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Text>
            Your account is open with {formatCents(positions.data.cash.availableCents)} in cash. Prices here are
            simulated.
          </Text>
          {rows.length > 0 ? <ActiveHoldingsTable rows={rows} /> : <WhereToStart />}
        </Stack>
      </Card>
      <Button onClick={onContinue} loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
        Continue
      </Button>
    </Stack>
  );
}
