import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLinkedBanks } from '../../features/bank-linking/api/linked-banks';
import { useCashAdvanceInfo } from '../../features/cash-advance/api/get-cash-advance-info';
import {
  bankingTransactionsDefaults,
  bankingTransactionsQueryOptions,
} from '../../features/checking/api/get-banking-transactions';
import { checkingAccountInfoQueryOptions } from '../../features/checking/api/get-checking-account-info';
import { CashAdvanceSummary } from '../../features/home/components/cash-advance-summary';
import { CheckingSummary } from '../../features/home/components/checking-summary';
import { HomeAlertsList } from '../../features/home/components/home-alerts-list';
import { HomePage } from '../../features/home/components/home-page';
import { InvestingSummary } from '../../features/home/components/investing-summary';
import { LinkedBanksSummary } from '../../features/home/components/linked-banks-summary';
import { StartingPointsList } from '../../features/home/components/starting-points-list';
import { hasNothingYet, type MemberProducts, startingPointsFor } from '../../features/home/lib/starting-points';
import { investmentAccountsQueryOptions } from '../../features/investing/api/list-investment-accounts';
import { investmentKindNames, investmentKindPages } from '../../features/investing/lib/account-values';
import { onboardingStateQueryOptions } from '../../features/onboarding/api/onboarding-state';
import { ResumeOnboardingBanner } from '../../features/onboarding/components/resume-onboarding-banner';
import { DeferredMount, useShownStatus } from '../../ui/deferred-mount';
import { Loading, RetryAlert } from '../../ui/load-states';
import { homeAlerts } from './home-alerts';

/** The home with the member's data: each part from its feature's own query. */
export function HomeDashboard() {
  const checking = useQuery(checkingAccountInfoQueryOptions());
  const hasChecking = Boolean(checking.data);
  const transactions = useQuery({ ...bankingTransactionsQueryOptions(), enabled: hasChecking });
  const cashAdvance = useCashAdvanceInfo();
  const linkedBanks = useLinkedBanks();
  const investments = useQuery(investmentAccountsQueryOptions());
  // The banner above the accounts comes from the onboarding state: the page waits for it too.
  const onboardingState = useQuery(onboardingStateQueryOptions());

  const banks = linkedBanks.data?.banks.filter((bank) => bank.status !== 'REMOVED') ?? [];
  const products: MemberProducts = {
    known: checking.isSuccess && cashAdvance.isSuccess && linkedBanks.isSuccess && investments.isSuccess,
    hasChecking,
    cashAdvanceStatus: cashAdvance.data?.accountStatus ?? null,
    bankCount: banks.length,
    investmentAccountCount: investments.data?.length ?? 0,
  };
  // As shown: the dashboard follows its parts' answers in a second, sliced render (useShownStatus).
  const loading =
    useShownStatus(
      checking.isPending ||
        cashAdvance.isPending ||
        linkedBanks.isPending ||
        investments.isPending ||
        onboardingState.isPending
        ? 'pending'
        : 'success',
    ) === 'pending';
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

  // Until every part is known only the greeting and this line show, so that nothing shown moves when
  // the alerts, the banner and the accounts arrive together (Lighthouse measured a layout shift when
  // the accounts' grid waited above the fold for what came above it).
  if (loading) return <HomePage alerts={<Loading text="Loading your accounts…" />} />;

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
      money={money}
      side={side}
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
