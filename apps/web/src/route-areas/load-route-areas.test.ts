// @vitest-environment jsdom
// The router's route tree by area (decision 083): the router loads an address's area before it
// matches, preloads or navigates to it, so a page of an area not yet loaded is never "not found", and
// the generated split holds every route of the generated tree, each where its address looks for it.
import { type AnyRoute, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { acceptedPathsOf } from '../route-param-values';
import * as generatedSplit from './entry.gen';
import { areaModulesOf, entryRouteTree, loadRouteAreas, type RouteAreaSplit } from './load-route-areas';

/** A promise and the hands that settle it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A root with `/` in the entry and one area, `shop`, whose module `loadShop` gives. */
function shopApp(start: string, loadShop?: () => Promise<{ routes: readonly AnyRoute[] }>) {
  const rootRoute = createRootRoute();
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/' });
  const shopLoader = vi.fn(() => ({ page: 'shop' }));
  const shopRoute = createRoute({ getParentRoute: () => rootRoute, path: '/shop/a', loader: shopLoader });
  const area = vi.fn(loadShop ?? (async () => ({ routes: [shopRoute] })));
  const split: RouteAreaSplit = { rootRoute, entryRoutes: [index], routeAreas: { shop: [area] } };
  const router = createRouter({
    routeTree: entryRouteTree(split),
    history: createMemoryHistory({ initialEntries: [start] }),
  });
  const onError = vi.fn();
  const loadAreaOf = loadRouteAreas(router, split, onError);
  return { router, area, shopRoute, shopLoader, onError, loadAreaOf };
}

const lastRouteId = (router: { state: { matches: { routeId: string }[] } }) => router.state.matches.at(-1)?.routeId;
const notFound = (router: { state: { matches: { _notFound?: boolean; status: string }[] } }) =>
  router.state.matches.some((match) => match._notFound || match.status === 'notFound');

describe('loading the route areas', () => {
  it('loads the area of the first address, then shows its route', async () => {
    const { router, area, shopLoader } = shopApp('/shop/a');
    await router.load();
    expect(area).toHaveBeenCalledTimes(1);
    expect(lastRouteId(router)).toBe('/shop/a');
    expect(notFound(router)).toBe(false);
    expect(shopLoader).toHaveBeenCalledTimes(1);
  });

  it('keeps the page it leaves, its address too, until the area is in, then goes to the route', async () => {
    const arrives = deferred<{ routes: readonly AnyRoute[] }>();
    const { router, shopRoute } = shopApp('/', () => arrives.promise);
    await router.load();
    const navigation = router.navigate({ to: '/shop/a' as never });
    await new Promise((settle) => setTimeout(settle, 10));
    expect(router.history.location.pathname).toBe('/');
    expect(lastRouteId(router)).toBe('/');
    expect(notFound(router)).toBe(false);
    arrives.resolve({ routes: [shopRoute] });
    await navigation;
    expect(router.history.location.pathname).toBe('/shop/a');
    expect(lastRouteId(router)).toBe('/shop/a');
  });

  it('loads the area of an address the history reaches (Back, Forward) before the router matches it', async () => {
    const { router, area } = shopApp('/shop/a');
    // What the app's RouterProvider does.
    const unsubscribe = router.history.subscribe(router.load);
    router.history.push('/');
    await vi.waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/'));
    expect(area).not.toHaveBeenCalled();
    router.history.back();
    await vi.waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/shop/a'));
    expect(area).toHaveBeenCalledTimes(1);
    expect(lastRouteId(router)).toBe('/shop/a');
    expect(notFound(router)).toBe(false);
    unsubscribe();
  });

  it('loads the area on an intent preload and runs the route loader, staying where it is', async () => {
    const { router, area, shopLoader } = shopApp('/');
    await router.load();
    await router.preloadRoute({ to: '/shop/a' as never });
    expect(area).toHaveBeenCalledTimes(1);
    expect(shopLoader).toHaveBeenCalledTimes(1);
    expect(lastRouteId(router)).toBe('/');
  });

  it('loads an area once, however many ask for it at the same time', async () => {
    const { router, area } = shopApp('/');
    await router.load();
    await Promise.all([router.preloadRoute({ to: '/shop/a' as never }), router.navigate({ to: '/shop/a' as never })]);
    expect(area).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/nowhere', 0],
    ['/shop/nowhere', 1],
  ])('shows not found at an address no route matches (%s), its area loaded first', async (path, areaLoads) => {
    const { router, area } = shopApp(path);
    await router.load();
    expect(area).toHaveBeenCalledTimes(areaLoads);
    expect(notFound(router)).toBe(true);
  });

  it('reports an area that fails to load, shows the error page there, and asks for it again next time', async () => {
    let attempts = 0;
    const failure = new Error('the chunk did not load');
    const shop = shopApp('/shop/a', async () => {
      attempts += 1;
      if (attempts === 1) throw failure;
      return { routes: [shop.shopRoute] };
    });
    await shop.router.load();
    expect(shop.onError).toHaveBeenCalledWith(failure, '/shop/a');
    expect(notFound(shop.router)).toBe(false);
    // The router's error page, at the address asked for.
    expect(shop.router.state.matches.at(-1)).toMatchObject({ status: 'error', error: failure });
    expect(shop.router.state.location.pathname).toBe('/shop/a');

    await shop.router.load();
    expect(attempts).toBe(2);
    expect(lastRouteId(shop.router)).toBe('/shop/a');
    expect(shop.router.state.matches.at(-1)?.status).toBe('success');
    // The stand-in is gone with the area in: an address the area lacks is not found again.
    await shop.router.navigate({ to: '/shop/nowhere' as never });
    expect(notFound(shop.router)).toBe(true);
  });
});

// These import every route file of the app, the whole app with them: seconds alone, more beside CI's
// other lanes on 2 cores.
describe('the generated split of the route tree', { timeout: 60_000 }, () => {
  type RouteRecord = { id: string; fullPath: string; parent: string | undefined };
  const recordsOf = (routes: Record<string, AnyRoute>): RouteRecord[] =>
    Object.values(routes)
      .map((route) => ({ id: route.id, fullPath: route.fullPath, parent: route.parentRoute?.id }))
      .sort((a, b) => a.id.localeCompare(b.id));

  function splitRouter() {
    const router = createRouter({
      routeTree: entryRouteTree(generatedSplit),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    return { router, loadAreaOf: loadRouteAreas(router, generatedSplit, vi.fn()) };
  }

  async function fullTreeRouter() {
    const { routeTree } = await import('../route-tree.gen');
    // Only matched, never loaded: no loader runs, so no query client is needed.
    return createRouter({ routeTree: routeTree as AnyRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  }

  it('holds every route of the generated tree, each once, with its id, path and parent', async () => {
    const { router, loadAreaOf } = splitRouter();
    for (const key of Object.keys(generatedSplit.routeAreas)) await loadAreaOf(`/${key}`);
    const split = recordsOf(router.routesById as Record<string, AnyRoute>);
    const full = recordsOf((await fullTreeRouter()).routesById as Record<string, AnyRoute>);
    expect(split).toEqual(full);
  });

  it('matches each page of an area once its area is in, and not before; the entry matches its own pages', async () => {
    const full = await fullTreeRouter();
    const pages = [
      ...new Set(
        Object.values(full.routesById as Record<string, AnyRoute>)
          .filter((route) => route.id !== '__root__')
          .flatMap((route) => acceptedPathsOf(route.fullPath))
          .filter((path) => !path.includes('$')),
      ),
    ];
    const expected = new Map(pages.map((path) => [path, full.getMatchedRoutes(path)[2]?.id]));
    const { router, loadAreaOf } = splitRouter();
    // Area modules, which several first segments may share (`/add-instacash`, `/add-wow`).
    const areasOfPages = new Set<unknown>();
    const unmatchedBeforeLoading = new Set<unknown>();
    for (const path of pages) {
      const modules = areaModulesOf(generatedSplit, path);
      const inArea = modules.length > 0;
      const before = router.getMatchedRoutes(path)[2]?.id;
      for (const module of modules) areasOfPages.add(module);
      if (inArea && before === undefined) for (const module of modules) unmatchedBeforeLoading.add(module);
      if (!inArea) expect(before, path).toBe(expected.get(path));
      await loadAreaOf(path);
      expect(router.getMatchedRoutes(path)[2]?.id, path).toBe(expected.get(path));
    }
    // Each area's first page asked for was not matched before its area loaded.
    expect(unmatchedBeforeLoading).toEqual(areasOfPages);
    expect(areasOfPages.size).toBeGreaterThan(10);
  });
});
