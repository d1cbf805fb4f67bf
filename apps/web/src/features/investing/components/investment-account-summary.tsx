import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { Notice } from '../../../ui/notice';
import { useInvestmentStore } from '../store';

const openedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The member's investment account on the accounts page, from `GET /plus/account` through the store:
 * its masked number and the cash it holds. Nothing shows for a member without one (U0022).
 */
export function InvestmentAccountSummary() {
  const account = useInvestmentStore((state) => state.investmentAccount);
  const failed = useInvestmentStore((state) => state.accountsError !== undefined);
  const load = useInvestmentStore((state) => state.loadPlusAccounts);
  const headingId = useId();
  // Balances change with every deposit, so the page reads them again on each visit; the failure is
  // kept in the store and shown below, so the rejection needs no other handling here.
  useEffect(() => {
    load().catch(() => {});
  }, [load]);

  if (failed && !account) {
    return (
      <Notice tone="error" title="We could not load your investment account">
        Reload the page to try again.
      </Notice>
    );
  }
  if (!account) return null;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {account.investmentKind === 'SELF_DIRECTED' ? 'Self-directed investing' : 'Managed investing'}
        </Title>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Cash available to invest
            </Text>
            <Text fz="xl" fw={700} data-testid="investment-balance">
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
          Opened {openedOn(account.accountCreatedOn)}. Not FDIC insured · May lose value · Prices are simulated.
        </Text>
        {account.investmentKind === 'MANAGED' && (
          <Anchor component={Link} to="/investment/managed" fw={600}>
            Holdings, add money and withdraw
          </Anchor>
        )}
        {account.investmentKind === 'SELF_DIRECTED' && (
          <Anchor component={Link} to="/investment/active" fw={600}>
            Holdings, add money and withdraw
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
