import type { CheckingAccountInfo } from '@fernleaf/contract/checking';
import { formatCents } from '@fernleaf/contract/money';
import { Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { accountSummaryQueryOptions } from '../../features/checking/api/get-account-summary';
import { checkingAccountInfoQueryOptions } from '../../features/checking/api/get-checking-account-info';
import { AchDetails } from '../../features/checking/components/ach-details';
import { BalanceCard } from '../../features/checking/components/balance-card';
import { RetryAlert } from '../../features/checking/components/retry-alert';
import { SandboxPayrollButton } from '../../features/checking/components/sandbox-payroll-button';
import { areSandboxToolsShown } from '../../features/checking/lib/sandbox-tools';
import { investmentAccountsQueryOptions } from '../../features/investing/api/list-investment-accounts';
import { InvestmentAccountSummary } from '../../features/investing/components/investment-account-summary';
import { investedValueCents } from '../../features/investing/lib/account-values';
import { useDeferredMount, useShownStatus } from '../../ui/deferred-mount';
import { AccountSection } from './account-section';
import { OpenCheckingCallToAction } from './open-checking-call-to-action';

const CardAndTransfers = lazy(() =>
  import('./below-first-screen').then((module) => ({ default: module.CardAndTransfers })),
);
const TransactionsAndDeposits = lazy(() =>
  import('./below-first-screen').then((module) => ({ default: module.TransactionsAndDeposits })),
);

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
  const status = useShownStatus(info.status);
  // Only a member the summary lists as investing asks for the accounts' value.
  const invests = summary.data?.accounts.some((account) => account.type === 'INVESTMENT') ?? false;
  const investments = useQuery({ ...investmentAccountsQueryOptions(), enabled: invests });

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
          // Cash that may be spent and money invested are told apart, never added into one figure.
          <Text c="dimmed">
            <span data-testid="total-available">
              {formatCents(summary.data.totalAvailable)} available in checking and linked banks
            </span>
            {investments.data && investments.data.length > 0 && (
              <span data-testid="total-invested">
                {' · '}
                {formatCents(investedValueCents(investments.data))} in investment accounts at simulated prices
              </span>
            )}
          </Text>
        ) : (
          // Its line is held while the total loads, so the accounts below do not move down when it arrives.
          <Text c="dimmed" aria-hidden>
            {'\u00a0'}
          </Text>
        )}
      </Stack>

      {status === 'pending' && (
        <Center mih="30vh">
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>Loading your accounts…</Text>
          </Stack>
        </Center>
      )}
      {status === 'error' && (
        <RetryAlert title="We could not load your accounts" onRetry={() => info.refetch()} retrying={info.isFetching} />
      )}
      {status === 'success' && info.data === null && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AccountSection title="Checking">
            <OpenCheckingCallToAction />
          </AccountSection>
          {linkedBanks}
        </SimpleGrid>
      )}
      {status !== 'pending' && info.data && (
        <CheckingAccount info={info.data} linkedBanks={linkedBanks} showSandboxTools={showSandboxTools} />
      )}
      {/* Its own call and states: a member may invest without checking, and one failing leaves the other. */}
      {investments.data?.map((account) => (
        <InvestmentAccountSummary key={account.accountId} account={account} />
      ))}
      {investments.isError && (
        <RetryAlert
          title="We could not load your investment accounts"
          onRetry={() => investments.refetch()}
          retrying={investments.isFetching}
        />
      )}
    </Stack>
  );
}

interface CheckingAccountProps {
  info: CheckingAccountInfo;
  linkedBanks: ReactNode;
  showSandboxTools: boolean;
}

/** The page once the member has a checking account. */
function CheckingAccount({ info, linkedBanks, showSandboxTools }: CheckingAccountProps) {
  // The balance is the first screen on a phone (its largest paint). The card, transfers, transactions
  // and direct deposit below it come from a chunk of their own, rendered in a second, sliced pass once
  // the balance is on screen: the page's own chunk, which its data waits for, holds only the balance.
  const belowFirstScreen = useDeferredMount();
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AccountSection title="Checking">
          <Stack gap="lg">
            <BalanceCard info={info} />
            <AchDetails info={info} />
            {showSandboxTools && <SandboxPayrollButton />}
          </Stack>
        </AccountSection>
        {belowFirstScreen && (
          <Suspense fallback={null}>
            <CardAndTransfers />
          </Suspense>
        )}
      </SimpleGrid>
      {belowFirstScreen && (
        <Suspense fallback={null}>
          <TransactionsAndDeposits linkedBanks={linkedBanks} />
        </Suspense>
      )}
    </>
  );
}
