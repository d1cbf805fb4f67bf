import { formatLongDate } from '@fernleaf/contract/calendar/date-time-formats';
import type { InvestmentAccountValue } from '@fernleaf/contract/investing';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { investmentKindNames, investmentKindPages } from '../lib/account-values';

// The day in UTC, as the account's opening has always read.
const openedOn = (iso: string) => formatLongDate(iso, { timeZone: 'UTC' });

/**
 * The member's investment accounts on the accounts page (`GET /investment/accounts`): each one's value
 * at simulated prices, the cash in it that may be invested or withdrawn, and its masked number.
 */
export function InvestmentAccountSummary({ account }: { account: InvestmentAccountValue }) {
  const headingId = useId();
  const name = investmentKindNames[account.investmentKind];
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {name}
        </Title>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Value at simulated prices
            </Text>
            <Text fz="xl" fw={700} data-testid="investment-value">
              {formatCents(account.totalValue)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Cash available to invest
            </Text>
            <Text fw={700} data-testid="investment-balance">
              {formatCents(account.availableBalance)}
            </Text>
          </Stack>
          <Stack gap={0} ta="right">
            <Text size="sm" c="dimmed">
              Account number
            </Text>
            <Text
              data-testid="investment-account-number"
              aria-label={`Account ending in ${account.accountNo.slice(-4)}`}
            >
              {account.accountNo}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          Opened {openedOn(account.accountCreatedOn)}
          {account.accountStatus === 'CLOSING' ? ', closing' : ''}. Not FDIC insured · May lose value · Prices are
          simulated.
        </Text>
        <Anchor component={Link} to={investmentKindPages[account.investmentKind]} fw={600}>
          Holdings, add money and withdraw
        </Anchor>
      </Stack>
    </Card>
  );
}
