import { formatCents } from '@fernleaf/contract/money';
import { Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accountSummaryQueryOptions } from '../../features/checking/api/get-account-summary';
import { checkingAccountInfoQueryOptions } from '../../features/checking/api/get-checking-account-info';
import { AchDetails } from '../../features/checking/components/ach-details';
import { BalanceCard } from '../../features/checking/components/balance-card';
import { DebitCardPanel } from '../../features/checking/components/debit-card-panel';
import { DirectDepositPanel } from '../../features/checking/components/direct-deposit-panel';
import { RetryAlert } from '../../features/checking/components/retry-alert';
import { SandboxPayrollButton } from '../../features/checking/components/sandbox-payroll-button';
import { TransactionsList } from '../../features/checking/components/transactions-list';
import { TransferForm } from '../../features/checking/components/transfer-form';
import { TransfersList } from '../../features/checking/components/transfers-list';
import { areSandboxToolsShown } from '../../features/checking/lib/sandbox-tools';
import { AccountSection } from './account-section';
import { OpenCheckingCallToAction } from './open-checking-call-to-action';

export interface AccountsPageProps {
  /** The bank-linking feature's list of linked banks, with its own heading and "Link a bank" action. */
  linkedBanks: ReactNode;
  /** Defaults to what the page's robots tag says (decision 013); tests set it. */
  showSandboxTools?: boolean;
}

/** Every account of the member: checking, its debit card, linked banks, money moving between them. */
export function AccountsPage({
  linkedBanks: linkedBanksList,
  showSandboxTools = areSandboxToolsShown(),
}: AccountsPageProps) {
  const info = useQuery(checkingAccountInfoQueryOptions());
  const summary = useQuery(accountSummaryQueryOptions());

  const linkedBanks = (
    <Card component="section" aria-label="Linked banks" withBorder radius="lg" padding="lg">
      {linkedBanksList}
    </Card>
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Accounts</Title>
        {summary.data ? (
          <Text c="dimmed" data-testid="total-available">
            {formatCents(summary.data.totalAvailable)} available across your accounts
          </Text>
        ) : (
          // Its line is held while the total loads, so the accounts below do not move down when it arrives.
          <Text c="dimmed" aria-hidden>
            {'\u00a0'}
          </Text>
        )}
      </Stack>

      {info.isPending && (
        <Center mih="30vh">
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>Loading your accounts…</Text>
          </Stack>
        </Center>
      )}
      {info.isError && (
        <RetryAlert title="We could not load your accounts" onRetry={() => info.refetch()} retrying={info.isFetching} />
      )}
      {info.isSuccess && info.data === null && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AccountSection title="Checking">
            <OpenCheckingCallToAction />
          </AccountSection>
          {linkedBanks}
        </SimpleGrid>
      )}
      {info.data && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <AccountSection title="Checking">
              <Stack gap="lg">
                <BalanceCard info={info.data} />
                <AchDetails info={info.data} />
                {showSandboxTools && <SandboxPayrollButton />}
              </Stack>
            </AccountSection>
            <AccountSection title="Debit card">
              <DebitCardPanel />
            </AccountSection>
            <AccountSection title="Move money">
              <TransferForm />
            </AccountSection>
            <AccountSection title="Transfers">
              <TransfersList />
            </AccountSection>
          </SimpleGrid>
          <AccountSection title="Recent transactions">
            <TransactionsList />
          </AccountSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {linkedBanks}
            <AccountSection title="Direct deposit">
              <DirectDepositPanel />
            </AccountSection>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
