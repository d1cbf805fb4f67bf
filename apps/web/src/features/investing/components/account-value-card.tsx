import type { PlusAccount } from '@fernleaf/contract/investing';
import type { InvestmentTransferDirection } from '@fernleaf/contract/investing-money';
import { formatCents } from '@fernleaf/contract/money';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StatusText } from '../../../ui/load-states';
import { accountValueCents, type CashInput, type PositionInput } from '../lib/managed-holdings';
import { type CheckingForTransfers, checkingAvailableCents, MoneyActions } from './money-actions';
import { MoveMoneyDialog } from './move-money-dialog';

/**
 * The top of an investment account's page, for both kinds: its value at simulated prices, its cash
 * (available, pending from sales, held for waiting orders) and money in and out through checking.
 * `testIdPrefix` names the figures for the page's journeys (`managed-value`, `active-cash-available`...).
 */
export function AccountValueCard({
  account,
  cash,
  positions,
  checking,
  testIdPrefix,
}: {
  account: PlusAccount;
  cash: CashInput;
  positions: readonly PositionInput[];
  checking: CheckingForTransfers;
  testIdPrefix: 'managed' | 'active';
}) {
  const [moving, setMoving] = useState<InvestmentTransferDirection>();
  const [opened, setOpened] = useState(false);
  const [status, setStatus] = useState<string>();
  const open = (direction: InvestmentTransferDirection) => {
    setStatus(undefined);
    setMoving(direction);
    setOpened(true);
  };

  return (
    <Card component="section" aria-label="Account value" withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Account value at simulated prices
          </Text>
          <Text fz={32} fw={700} data-testid={`${testIdPrefix}-value`}>
            {formatCents(accountValueCents(cash, positions))}
          </Text>
          <Text size="sm" c="dimmed">
            Account {account.accountNo}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label="Cash available" cents={cash.availableCents} testId={`${testIdPrefix}-cash-available`} />
          <Figure label="Cash pending" cents={cash.pendingInCents} testId={`${testIdPrefix}-cash-pending`} />
          <Figure label="Held for orders" cents={cash.heldForOrdersCents} testId={`${testIdPrefix}-cash-held`} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Cash pending is from sales that settle on the next trading day; until then it cannot be withdrawn.
        </Text>
        <MoneyActions checking={checking} onMove={open} />
        <StatusText message={status} />
      </Stack>
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
    </Card>
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
