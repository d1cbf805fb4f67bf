// @vitest-environment jsdom
// The pay-schedule steps sit under a dynamic first segment (/add-instacash/payment-schedule/...), so
// the real route tree must still send every static address to its own page, and refuse other products.
import { createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { routeTree } from '../../../route-tree.gen';

function routerAt(path: string) {
  return createRouter({
    routeTree,
    context: { queryClient: createQueryClient() },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

const deepestRouteId = (path: string) => routerAt(path).matchRoutes(path).at(-1)?.routeId;

// The root's not-found page stands in for the whole page, as for any address that does not exist.
const answersNotFound = (router: ReturnType<typeof routerAt>) =>
  router.state.matches.some((match) => match.status === 'notFound' || isNotFound(match.error));

describe('the $addFlow payment-schedule routes', () => {
  it.each([
    ['/add-instacash/payment-schedule/pay-frequency', '/$addFlow/payment-schedule/pay-frequency'],
    ['/add-cbplus/payment-schedule/weekly-and-biweekly', '/$addFlow/payment-schedule/weekly-and-biweekly/'],
    [
      '/add-wow/payment-schedule/weekly-and-biweekly/last-paid',
      '/$addFlow/payment-schedule/weekly-and-biweekly/last-paid',
    ],
    [
      '/add-wow/payment-schedule/twice-a-month/first-paycheck',
      '/$addFlow/payment-schedule/twice-a-month/first-paycheck',
    ],
    [
      '/add-wow/payment-schedule/twice-a-month/first-and-second-paycheck',
      '/$addFlow/payment-schedule/twice-a-month/first-and-second-paycheck',
    ],
    ['/add-cbplus/payment-schedule/monthly', '/$addFlow/payment-schedule/monthly/'],
    ['/add-cbplus/payment-schedule/monthly/day-of-week', '/$addFlow/payment-schedule/monthly/day-of-week'],
    ['/add-instacash/payment-schedule/monthly/date-of-month', '/$addFlow/payment-schedule/monthly/date-of-month'],
  ])('matches %s to its step', (path, routeId) => {
    expect(deepestRouteId(path)).toBe(routeId);
  });

  it.each([
    ['/home', '/home'],
    ['/accounts', '/accounts'],
    ['/tax-filing', '/tax-filing'],
    ['/onboarding/roarmoney/intro', '/onboarding/roarmoney/intro'],
    ['/legal/privacy', '/legal/$document'],
  ])('leaves the static address %s to its own route', (path, routeId) => {
    expect(deepestRouteId(path)).toBe(routeId);
  });

  it('passes the flow to the steps as it is in the address', async () => {
    const router = routerAt('/add-cbplus/payment-schedule/monthly');
    await router.load();
    expect(answersNotFound(router)).toBe(false);
    expect(router.state.matches.at(-1)?.params).toEqual({ addFlow: 'add-cbplus' });
  });

  it.each([
    '/add-savings/payment-schedule/pay-frequency',
    '/add-roarmoney/payment-schedule/monthly',
    '/instacash/payment-schedule/pay-frequency',
  ])('answers %s as a page that does not exist', async (path) => {
    const router = routerAt(path);
    await router.load();
    expect(answersNotFound(router)).toBe(true);
  });

  it.each([
    ['/add-wow/payment-schedule', '/add-wow/payment-schedule/pay-frequency'],
    ['/add-wow/payment-schedule?returnTo=%2Fhome', '/add-wow/payment-schedule/pay-frequency?returnTo=%2Fhome'],
    ['/add-instacash/payment-schedule/twice-a-month', '/add-instacash/payment-schedule/twice-a-month/first-paycheck'],
  ])('leads the section address %s on to its first step', async (path, destination) => {
    const router = routerAt(path);
    await router.load();
    expect(`${router.state.location.pathname}${router.state.location.searchStr}`).toBe(destination);
  });
});
