import { Stack } from '@mantine/core';
import { bankingTransactionsDefaults } from '../../features/checking/api/get-banking-transactions';
import { AccountColumns } from '../../features/home/components/account-columns';
import { CashAdvanceSummary } from '../../features/home/components/cash-advance-summary';
import { CheckingSummary } from '../../features/home/components/checking-summary';
import { HomeAlertsList } from '../../features/home/components/home-alerts-list';
import { HomePage } from '../../features/home/components/home-page';
import { InvestingSummary } from '../../features/home/components/investing-summary';
import { LinkedBanksSummary } from '../../features/home/components/linked-banks-summary';
import { StartingPointsList } from '../../features/home/components/starting-points-list';
import { hasNothingYet, type MemberProducts, startingPointsFor } from '../../features/home/lib/starting-points';
import { investmentKindNames, investmentKindPages } from '../../features/investing/lib/account-values';
import { ResumeOnboardingBanner } from '../../features/onboarding/components/resume-onboarding-banner';
import { DeferredMount } from '../../ui/deferred-mount';
import { RetryAlert } from '../../ui/load-states';
import { homeAlerts } from './home-alerts';
import type { HomeQueries } from './home-queries';

/** The home once every part's answer is in (home-dashboard.tsx loads it and waits for the answers). */
export function HomeDashboardView({ queries }: { queries: HomeQueries }) {
  const { checking, transactions, cashAdvance, linkedBanks, investments } = queries;
  const hasChecking = Boolean(checking.data);
  const banks = linkedBanks.data?.banks.filter((bank) => bank.status !== 'REMOVED') ?? [];
  const products: MemberProducts = {
    known: checking.isSuccess && cashAdvance.isSuccess && linkedBanks.isSuccess && investments.isSuccess,
    hasChecking,
    cashAdvanceStatus: cashAdvance.data?.accountStatus ?? null,
    bankCount: banks.length,
    investmentAccountCount: investments.data?.length ?? 0,
  };
  const nothingYet = hasNothingYet(products);

  const failures = [
    checking.isError && { title: 'We could not load your checking account', query: checking },
    cashAdvance.isError && { title: 'We could not load your Cash Advance', query: cashAdvance },
    linkedBanks.isError && { title: 'We could not load your linked banks', query: linkedBanks },
    investments.isError && { title: 'We could not load your investment accounts', query: investments },
  ].filter((failure) => failure !== false);

  const cashAdvanceCard =
    cashAdvance.data && cashAdvance.data.accountStatus !== null ? <CashAdvanceSummary info={cashAdvance.data} /> : null;
  const banksCard = banks.length > 0 ? <LinkedBanksSummary banks={banks} /> : null;
  const investingCard =
    investments.data && investments.data.length > 0 ? (
      <InvestingSummary
        lines={investments.data.map((account) => ({
          accountId: account.accountId,
          name: investmentKindNames[account.investmentKind],
          accountNo: account.accountNo,
          valueCents: account.totalValue,
          to: investmentKindPages[account.investmentKind],
        }))}
      />
    ) : null;
  // Checking, the tallest part, on the left; the cash advance and the banks beside it on a desktop.
  const money = checking.data ? (
    <CheckingSummary
      info={checking.data}
      recent={{
        transactions: transactions.data?.transactions,
        failed: transactions.isError,
        retry: () => void transactions.refetch(),
        pageSize: bankingTransactionsDefaults.pageSize,
      }}
    />
  ) : undefined;
  // Below checking on a phone, so they render in a second, sliced pass once the first screen is up
  // (on a desktop their column is laid out from the start, so checking does not move when they come).
  const side =
    cashAdvanceCard || banksCard || investingCard ? (
      <DeferredMount>
        {cashAdvanceCard}
        {investingCard}
        {banksCard}
      </DeferredMount>
    ) : undefined;

  return (
    <HomePage
      alerts={
        <>
          {failures.length > 0 && (
            <Stack gap="sm">
              {failures.map((failure) => (
                <RetryAlert
                  key={failure.title}
                  title={failure.title}
                  onRetry={() => void failure.query.refetch()}
                  retrying={failure.query.isFetching}
                />
              ))}
            </Stack>
          )}
          <HomeAlertsList alerts={homeAlerts({ banks, cashAdvance: cashAdvance.data })} />
        </>
      }
      nextStep={<ResumeOnboardingBanner />}
      accounts={<AccountColumns money={money} side={side} />}
      start={
        // Last on the page: rendered in the same second pass as the side column.
        <DeferredMount>
          <StartingPointsList
            title={nothingYet ? 'Where to start' : 'More for you'}
            points={startingPointsFor(products)}
          />
        </DeferredMount>
      }
    />
  );
}
