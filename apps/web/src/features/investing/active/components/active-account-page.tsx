import type { PlusAccount } from '@fernleaf/contract/investing';
import type { InvestmentTransferDirection } from '@fernleaf/contract/investing-money';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Loading, RetryAlert, StatusText } from '../../../../ui/load-states';
import { type CheckingForTransfers, checkingAvailableCents, MoneyActions } from '../../components/money-actions';
import { MoveMoneyDialog } from '../../components/move-money-dialog';
import { positionsQueryOptions } from '../../managed/api/managed-queries';
import { accountValueCents } from '../../managed/lib/managed-holdings';
import { activeHoldingRows } from '../lib/active-holdings';
import { ActiveAccountFrame } from './active-account-frame';
import { ActiveHoldingsTable } from './active-holdings-table';
import { WhereToStart } from './where-to-start';

/** `/investment/active`: the self-directed account, its value, cash and holdings, and money in and out. */
export function ActiveAccountPage({ checking }: { checking: CheckingForTransfers }) {
  return (
    <ActiveAccountFrame title="Self-directed investing">
      {(account) => <ActiveAccount account={account} checking={checking} />}
    </ActiveAccountFrame>
  );
}

function ActiveAccount({ account, checking }: { account: PlusAccount; checking: CheckingForTransfers }) {
  const positions = useQuery(positionsQueryOptions(account.accountId));
  const [moving, setMoving] = useState<InvestmentTransferDirection>();
  const [opened, setOpened] = useState(false);
  const [status, setStatus] = useState<string>();

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
  const open = (direction: InvestmentTransferDirection) => {
    setStatus(undefined);
    setMoving(direction);
    setOpened(true);
  };

  return (
    <Stack gap="lg">
      <Card component="section" aria-label="Account value" withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Account value at simulated prices
            </Text>
            <Text fz={32} fw={700} data-testid="active-value">
              {formatCents(accountValueCents(cash, positions.data.positions))}
            </Text>
            <Text size="sm" c="dimmed">
              Account {account.accountNo}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Figure label="Cash available" cents={cash.availableCents} testId="active-cash-available" />
            <Figure label="Cash pending" cents={cash.pendingInCents} testId="active-cash-pending" />
            <Figure label="Held for orders" cents={cash.heldForOrdersCents} testId="active-cash-held" />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Cash pending is from sales that settle on the next trading day; until then it cannot be withdrawn.
          </Text>
          <MoneyActions checking={checking} onMove={open} />
          <StatusText message={status} />
        </Stack>
      </Card>

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

      {moving && (
        <MoveMoneyDialog
          accountId={account.accountId}
          direction={moving}
          opened={opened}
          availableCents={moving === 'WITHDRAWAL' ? cash.availableCents : checkingAvailableCents(checking)}
          onClose={() => setOpened(false)}
          onMoved={(message) => {
            setOpened(false);
            setStatus(message);
          }}
        />
      )}
    </Stack>
  );
}

function Figure({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {formatCents(cents)}
      </Text>
    </Stack>
  );
}
