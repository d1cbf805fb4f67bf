// @vitest-environment jsdom
// The marketplace's flow pages sit under two dynamic segments, so the real route tree must send the
// offers and debt offers to their own pages, refuse unknown verticals and steps, and give every page
// the title and description the server writes for it.
import { landingPageOf } from '@fernleaf/contract/marketplace-landing-pages';
import { createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { routeTree } from '../../route-tree.gen';

function routerAt(path: string) {
  return createRouter({
    routeTree,
    context: { queryClient: createQueryClient() },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

const deepestRouteId = (path: string) => routerAt(path).matchRoutes(path).at(-1)?.routeId;

const answersNotFound = (router: ReturnType<typeof routerAt>) =>
  router.state.matches.some((match) => match.status === 'notFound' || isNotFound(match.error));

describe('the marketplace routes', () => {
  it.each([
    ['/marketplace/personal-loan/loan-amount', '/marketplace/$vertical/$step'],
    ['/marketplace/debt-relief/debt-amount', '/marketplace/$vertical/$step'],
    ['/marketplace/credit-cards/offers-result', '/marketplace/$vertical/offers-result'],
    ['/marketplace/debt-offers', '/marketplace/debt-offers'],
    ['/marketplace/personal-loan', '/marketplace/$vertical/'],
    ['/products-offers', '/products-offers'],
  ])('matches %s to %s', (path, routeId) => {
    expect(deepestRouteId(path)).toBe(routeId);
  });

  it.each([
    '/marketplace/mortgages/loan-amount',
    '/marketplace/personal-loan/nothing-here',
    // A step of another flow.
    '/marketplace/credit-cards/loan-amount',
    '/marketplace/debt-relief/ssn',
    '/marketplace/mortgages',
  ])('answers %s as a page that does not exist', async (path) => {
    const router = routerAt(path);
    await router.load();
    expect(answersNotFound(router)).toBe(true);
  });

  it.each([
    ['/marketplace/personal-loan', '/marketplace/personal-loan/get-started'],
    ['/marketplace/credit-cards?origin=webdash', '/marketplace/credit-cards/card-purpose?origin=webdash'],
    ['/marketplace/debt-relief/', '/marketplace/debt-relief/debt-amount'],
  ])('opens %s at its first step', async (path, destination) => {
    const router = routerAt(path);
    await router.load();
    expect(`${router.state.location.pathname}${router.state.location.searchStr}`).toBe(destination);
  });

  it('gives a flow step the title and description the server sends for it', async () => {
    const router = routerAt('/marketplace/credit-cards/income');
    await router.load();
    const match = router.state.matches.at(-1);
    expect((match?.loaderData as { pageMeta?: unknown } | undefined)?.pageMeta).toEqual(
      landingPageOf('/marketplace/credit-cards/income'),
    );
    expect(match?.staticData.meta).toMatchObject({ owner: 'marketplace', requiresSignIn: false });
  });

  it('lets a visitor stay on /products-offers, with its own title', async () => {
    const router = routerAt('/products-offers');
    await router.load();
    const match = router.state.matches.at(-1);
    const meta = { ...match?.staticData.meta, ...(match?.loaderData as { pageMeta?: object } | undefined)?.pageMeta };
    expect(meta).toMatchObject({ owner: 'marketplace', requiresSignIn: false, ...landingPageOf('/products-offers') });
  });

  it.each(['/marketplace/debt-relief/offers-result', '/marketplace/debt-offers'])(
    'asks for sign-in on %s, with its own title',
    async (path) => {
      const router = routerAt(path);
      await router.load();
      const match = router.state.matches.at(-1);
      const pageMeta = (match?.loaderData as { pageMeta?: object } | undefined)?.pageMeta;
      const meta = { ...match?.staticData.meta, ...pageMeta };
      expect(meta).toMatchObject({ owner: 'marketplace', requiresSignIn: true, ...landingPageOf(path) });
    },
  );
});
