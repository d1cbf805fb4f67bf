import type { PlusAccount } from '@fernleaf/contract/investing';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { positionsQueryOptions } from '../../api/get-investment-positions';
import { AccountFrame } from '../../components/account-frame';
import { AccountValueCard } from '../../components/account-value-card';
import { ActiveHoldingsTable } from '../../components/active-holdings-table';
import type { CheckingForTransfers } from '../../components/money-actions';
import { WhereToStart } from '../../components/where-to-start';
import { activeHoldingRows } from '../../lib/active-holdings';

/** `/investment/active`: the self-directed account, its value, cash and holdings, and money in and out. */
export function ActiveAccountPage({ checking }: { checking: CheckingForTransfers }) {
  return (
    <AccountFrame kind="SELF_DIRECTED" title="Self-directed investing">
      {(account) => <ActiveAccount account={account} checking={checking} />}
    </AccountFrame>
  );
}

function ActiveAccount({ account, checking }: { account: PlusAccount; checking: CheckingForTransfers }) {
  const positions = useQuery(positionsQueryOptions(account.accountId));

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

  const { cash } = positions.data;
  const rows = activeHoldingRows(positions.data.positions);

  return (
    <Stack gap="lg">
      <AccountValueCard
        account={account}
        cash={cash}
        positions={positions.data.positions}
        checking={checking}
        testIdPrefix="active"
      />

      <Card component="section" aria-labelledby="active-holdings-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="active-holdings-heading">
            Holdings
          </Title>
          {rows.length === 0 ? (
            <WhereToStart />
          ) : (
            <>
              <ActiveHoldingsTable rows={rows} />
              <Text size="sm" c="dimmed">
                Choose an asset to see its chart, your lots and to buy or sell.
              </Text>
            </>
          )}
        </Stack>
      </Card>

      <nav aria-label="Self-directed account">
        <Group gap="lg">
          <Anchor component={Link} to="/investment/active/explore">
            Explore the market
          </Anchor>
          <Anchor component={Link} to="/investment/active/transactions">
            Transfers and orders
          </Anchor>
          <Anchor component={Link} to="/investment/active/account-management">
            Account management
          </Anchor>
        </Group>
      </nav>
    </Stack>
  );
}
