import type { PlusAccount } from '@fernleaf/contract/investing';
import { riskToleranceNames } from '@fernleaf/contract/investing-risk';
import { targetWeights } from '@fernleaf/contract/investing-targets';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { positionsQueryOptions } from '../../api/get-investment-positions';
import { managedPortfolioQueryOptions } from '../../api/get-managed-portfolio';
import { AccountFrame } from '../../components/account-frame';
import { AccountValueCard } from '../../components/account-value-card';
import { ManagedHoldingsTable } from '../../components/managed-holdings-table';
import type { CheckingForTransfers } from '../../components/money-actions';
import { holdingRows } from '../../lib/managed-holdings';
import { PerformanceSection } from '../../performance/components/performance-section';

/** `/investment/managed`: the managed account, its value, cash and funds, and money in and out. */
export function ManagedAccountPage({ checking }: { checking: CheckingForTransfers }) {
  return (
    <AccountFrame kind="MANAGED" title="Managed investing">
      {(account) => <ManagedAccount account={account} checking={checking} />}
    </AccountFrame>
  );
}

function ManagedAccount({ account, checking }: { account: PlusAccount; checking: CheckingForTransfers }) {
  const positions = useQuery(positionsQueryOptions(account.accountId));
  const portfolio = useQuery(managedPortfolioQueryOptions(account.accountId));

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
  // The account keeps its own model (decision 076), whatever the member answers since;
  // its themes, once the portfolio answers, are targets too.
  const tolerance = portfolio.data?.modelPortfolio ?? account.modelPortfolio ?? null;
  const themes = portfolio.data?.themes.map((theme) => theme.symbol) ?? [];
  const rows = holdingRows(positions.data.positions, tolerance ? targetWeights(tolerance, themes) : null);

  return (
    <Stack gap="lg">
      <AccountValueCard
        account={account}
        cash={cash}
        positions={positions.data.positions}
        checking={checking}
        testIdPrefix="managed"
      />

      <Card component="section" aria-labelledby="managed-holdings-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="managed-holdings-heading">
            Holdings
          </Title>
          {positions.data.positions.length === 0 && (
            <Text size="sm">
              Nothing is invested yet: the account holds only cash. Each fund below shows your model's target for it.
            </Text>
          )}
          {rows.length > 0 ? (
            <ManagedHoldingsTable
              rows={rows}
              caption={
                tolerance
                  ? `${riskToleranceNames[tolerance]} model portfolio: targets and what the account holds`
                  : 'What the account holds'
              }
            />
          ) : null}
          <Group gap="lg">
            <Anchor component={Link} to="/investment/managed/transactions">
              See transfers and orders
            </Anchor>
            <Anchor component={Link} to="/investment/managed/allocation">
              Allocation and rebalancing
            </Anchor>
            <Anchor component={Link} to="/investment/managed/preferences">
              Risk profile and themes
            </Anchor>
            <Anchor component={Link} to="/investment/managed/account-setup">
              Set up deposits
            </Anchor>
            <Anchor component={Link} to="/investment/managed/account-management">
              Account management
            </Anchor>
          </Group>
        </Stack>
      </Card>

      <PerformanceSection accountId={account.accountId} />
    </Stack>
  );
}
