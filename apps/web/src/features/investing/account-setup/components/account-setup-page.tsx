import type { PlusAccount } from '@fernleaf/contract/investing';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Loading } from '../../../../ui/load-states';
import { AccountFrame } from '../../components/account-frame';
import type { BankSource } from '../lib/deposit-sources';
import { OneTimeDepositForm } from './one-time-deposit-form';
import { RecurringDepositSection } from './recurring-deposit-section';

/**
 * Where deposits may come from, read by the route (features do not read each other): whether checking
 * is open ('unknown' when it could not be read: the call then says what is missing), and the member's
 * linked bank accounts that can move money.
 */
export interface DepositSourcesInput {
  checking: boolean | 'loading' | 'unknown';
  banks: readonly BankSource[] | 'loading';
}

/** `/investment/managed/account-setup`: the one-time deposit and the recurring deposit of the managed account. */
export function AccountSetupPage({ sources }: { sources: DepositSourcesInput }) {
  return (
    <AccountFrame kind="MANAGED" title="Set up deposits" backToAccount>
      {(account) => <AccountSetup account={account} sources={sources} />}
    </AccountFrame>
  );
}

function AccountSetup({ account, sources }: { account: PlusAccount; sources: DepositSourcesInput }) {
  if (sources.checking === 'loading' || sources.banks === 'loading') return <Loading text="Loading your accounts…" />;
  if (account.accountStatus !== 'OPEN') {
    return <Text>This account is closing, so it takes no new deposits.</Text>;
  }
  // Without an answer about checking it is still offered: the call says what is missing.
  const hasChecking = sources.checking !== false;
  const banks = sources.banks;
  if (!hasChecking && banks.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text>Money comes in from your checking account or a linked bank, and you have neither yet.</Text>
        <Button component={Link} to="/onboarding/roarmoney/intro" variant="default">
          Open a checking account
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="one-time-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="one-time-heading">
            One-time deposit
          </Title>
          <OneTimeDepositForm accountId={account.accountId} hasChecking={hasChecking} banks={banks} />
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="recurring-heading" withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="recurring-heading">
            Recurring deposit
          </Title>
          <RecurringDepositSection accountId={account.accountId} hasChecking={hasChecking} banks={banks} />
        </Stack>
      </Card>
    </Stack>
  );
}
