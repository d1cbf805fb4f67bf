import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { HomePage } from '../../features/home/components/home-page';
import { Loading } from '../../ui/load-states';
import { useHomeQueries } from './home-queries';

/**
 * The cards, alerts and starting points, drawn only once every answer is in: a chunk of their own,
 * out of the home's first download (issue 27: at most 150 kB before the first paint). The route's
 * loader starts fetching it beside the answers (`home.tsx`), so it is there before they are.
 */
export const loadHomeDashboardView = () => import('./home-dashboard-view');
// Memoised: the render an answer triggers passes it the answers it already shows (below) and skips it.
const HomeDashboardView = memo(
  lazy(() => loadHomeDashboardView().then((module) => ({ default: module.HomeDashboardView }))),
);

/** The home with the member's data: each part from its feature's own query. */
export function HomeDashboard() {
  // The dashboard follows its parts' answers in a second render, a transition, in slices: an answer
  // is a store update, which React would otherwise render at once and whole, before the dashboard is
  // drawn (its first render) and after (its recent activity, a refetch): Lighthouse's total blocking
  // time, decision 071.
  const queries = useDeferredValue(useHomeQueries());
  const { checking, cashAdvance, linkedBanks, investments, onboardingState } = queries;
  const loading =
    checking.isPending ||
    cashAdvance.isPending ||
    linkedBanks.isPending ||
    investments.isPending ||
    onboardingState.isPending;

  // Until every part is known only the greeting and this line show, so that nothing shown moves when
  // the alerts, the banner and the accounts arrive together (Lighthouse measured a layout shift when
  // the accounts' grid waited above the fold for what came above it). It stays while the view's
  // chunk is still on its way: the view's first render is a transition (above), so React
  // keeps what this boundary shows rather than drawing its fallback (the same page) again.
  const loadingPage = <HomePage alerts={<Loading text="Loading your accounts…" />} />;
  return <Suspense fallback={loadingPage}>{loading ? loadingPage : <HomeDashboardView queries={queries} />}</Suspense>;
}
