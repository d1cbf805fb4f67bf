// @vitest-environment jsdom
// The server's list of pages (route-paths.json) writes each listed route parameter out as the values
// the route accepts, so an address the router answers with its not-found page is a 404 at the server
// too: `/legal/nope` used to match `/legal/$document` and answer 200.
import { isWebRoutePath } from '@fernleaf/contract/web-route-paths';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './lib/query-client';
import { acceptedPathsOf } from './route-param-values';
import { routeTree } from './route-tree.gen';

// The router works out each route's full path when it is made.
const router = createRouter({
  routeTree,
  context: { queryClient: createQueryClient() },
  history: createMemoryHistory({ initialEntries: ['/'] }),
});
const fullPaths = Object.values(router.routesById).map((route) =>
  route.fullPath.length > 1 ? route.fullPath.replace(/\/+$/, '') : route.fullPath,
);
/** As the build writes them (build/route-paths-plugin.ts). */
const pagePaths = [...new Set(fullPaths.flatMap((path) => acceptedPathsOf(path)))];

describe('the pages the server answers with 200', () => {
  it('leave out values a route parameter does not accept', () => {
    for (const path of [
      '/marketplace/nope',
      '/marketplace/personal-loan/nope',
      '/marketplace/nope/offers-result',
      '/onboarding/foo/bar',
      '/onboarding/crypto/personal-details',
      '/onboarding/investment/question-5',
      '/onboarding/signup/nope',
      '/legal/nope',
      '/auth/x/sign-in',
      '/add-savings/payment-schedule/pay-frequency',
    ]) {
      expect(isWebRoutePath(pagePaths, path), path).toBe(false);
    }
  });

  it('keep every value a route parameter accepts', () => {
    for (const path of [
      '/legal/terms',
      '/legal/privacy',
      '/marketplace/personal-loan',
      '/marketplace/personal-loan/offers-result',
      '/marketplace/debt-relief/debt-amount',
      '/onboarding/instacash/personal-details',
      '/onboarding/crypto/kba',
      '/onboarding/investment/question-4',
      '/onboarding/managed-investing/question-1',
      '/onboarding/signup/instacash/engine',
      '/auth/northstar-creators/sign-in',
      '/add-instacash/payment-schedule/pay-frequency',
      '/download/spring-campaign',
      '/home',
    ]) {
      expect(isWebRoutePath(pagePaths, path), path).toBe(true);
    }
  });

  it('lists the accepted values of every route parameter but a free-form campaign key', () => {
    const patterns = pagePaths.filter((path) => path.includes('$'));
    expect(patterns).toEqual(['/download/$key']);
  });
});
