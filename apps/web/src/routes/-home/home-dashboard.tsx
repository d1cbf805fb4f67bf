import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLinkedBanks } from '../../features/bank-linking/api/linked-banks';
import { useCashAdvanceInfo } from '../../features/cash-advance/api/get-cash-advance-info';
import { bankingTransactionsQueryOptions } from '../../features/checking/api/get-banking-transactions';
import { checkingAccountInfoQueryOptions } from '../../features/checking/api/get-checking-account-info';
import { HomePage } from '../../features/home/components/home-page';
import { investmentAccountsQueryOptions } from '../../features/investing/api/list-investment-accounts';
import { onboardingStateQueryOptions } from '../../features/onboarding/api/onboarding-state';
import { useShownStatus } from '../../ui/deferred-mount';
import { Loading } from '../../ui/load-states';

/**
 * The cards, alerts and starting points, drawn only once every answer is in: a chunk of their own,
 * out of the home's first download (issue 27: at most 150 kB before the first paint). The route's
 * loader starts fetching it beside the answers (`home.tsx`), so it is there before they are.
 */
export const loadHomeDashboardView = () => import('./home-dashboard-view');
const HomeDashboardView = lazy(() => loadHomeDashboardView().then((module) => ({ default: module.HomeDashboardView })));

/** The queries the home waits for, each from its feature. */
function useHomeQueries() {
  const checking = useQuery(checkingAccountInfoQueryOptions());
  const transactions = useQuery({ ...bankingTransactionsQueryOptions(), enabled: Boolean(checking.data) });
  const cashAdvance = useCashAdvanceInfo();
  const linkedBanks = useLinkedBanks();
  const investments = useQuery(investmentAccountsQueryOptions());
  // The banner above the accounts comes from the onboarding state: the page waits for it too.
  const onboardingState = useQuery(onboardingStateQueryOptions());
  return { checking, transactions, cashAdvance, linkedBanks, investments, onboardingState };
}

export type HomeQueries = ReturnType<typeof useHomeQueries>;

/** The home with the member's data: each part from its feature's own query. */
export function HomeDashboard() {
  const queries = useHomeQueries();
  const { checking, cashAdvance, linkedBanks, investments, onboardingState } = queries;
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

  // Until every part is known only the greeting and this line show, so that nothing shown moves when
  // the alerts, the banner and the accounts arrive together (Lighthouse measured a layout shift when
  // the accounts' grid waited above the fold for what came above it). The same shows while the
  // view's chunk is still on its way.
  // One boundary for both: the view's first render is a transition (useShownStatus), so React keeps
  // the loading line on screen while the view's chunk arrives rather than drawing it again.
  const loadingPage = <HomePage alerts={<Loading text="Loading your accounts…" />} />;
  return <Suspense fallback={loadingPage}>{loading ? loadingPage : <HomeDashboardView queries={queries} />}</Suspense>;
}
