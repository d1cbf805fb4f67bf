import type { InvestmentTransferDirection } from '@fernleaf/contract/investing-money';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';

/**
 * Checking as the transfers need it, read by the route (features do not read each other): its
 * available cash, null without an account, 'loading', or 'unknown' when it could not be read (the
 * transfer call then says what is missing).
 */
export type CheckingForTransfers = { availableCents: number } | null | 'loading' | 'unknown';

/** What checking has to move now, for the deposit's amount field; unknown when it was not read. */
export function checkingAvailableCents(checking: CheckingForTransfers): number | undefined {
  return typeof checking === 'object' ? checking?.availableCents : undefined;
}

/** Money moves from checking only for now (decision 043); without it, the member is told where to open one. */
export function MoneyActions({
  checking,
  onMove,
}: {
  checking: CheckingForTransfers;
  onMove(direction: InvestmentTransferDirection): void;
}) {
  if (checking === null) return <NoChecking />;
  return (
    <Group gap="sm">
      <Button onClick={() => onMove('DEPOSIT')} loading={checking === 'loading'}>
        Add money
      </Button>
      <Button variant="default" onClick={() => onMove('WITHDRAWAL')} loading={checking === 'loading'}>
        Withdraw
      </Button>
    </Group>
  );
}

export function NoChecking() {
  // Checking's flow comes back here once the account is open (its intro keeps the path, a site path only).
  const here = useLocation({ select: (location) => location.href });
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        Money moves in and out of this account through your checking account, and you don't have one yet.
      </Text>
      <Button
        variant="default"
        renderRoot={(props) => <Link {...props} to="/onboarding/roarmoney/intro" search={{ returnTo: here }} />}
      >
        Open a checking account
      </Button>
    </Stack>
  );
}
