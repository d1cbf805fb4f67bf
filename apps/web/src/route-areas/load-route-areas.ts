// The router's runtime route tree arrives by area (decision 083): the entry holds the root, the pages
// that stand alone at the top and a map from an address's first segment to the modules that add its
// area's routes (entry.gen.ts, written by build/route-areas-plugin.ts). The router has no lazily
// discovered routes (TanStack/router#7080), so this adds an area's routes under the root and has the
// router process its tree again before it matches, preloads or navigates to an address of that area:
// the page it leaves stays until then (no not-found page in between), Back and Forward included.
import { type AnyRoute, type AnyRouter, createRoute, notFound } from '@tanstack/react-router';

type AreaModule = () => Promise<{ routes: readonly AnyRoute[] }>;

export interface RouteAreaSplit {
  rootRoute: AnyRoute;
  entryRoutes: readonly AnyRoute[];
  routeAreas: Readonly<Record<string, readonly AreaModule[]>>;
}

const firstSegmentOf = (pathname: string) => pathname.split('/')[1] ?? '';

/** The area modules of an address's first segment, none when the entry has its routes. */
export function areaModulesOf(split: Pick<RouteAreaSplit, 'routeAreas'>, pathname: string): readonly AreaModule[] {
  const first = firstSegmentOf(pathname);
  return Object.hasOwn(split.routeAreas, first) ? (split.routeAreas[first] ?? []) : [];
}

/**
 * Stands in for an area that could not load on the page's first load: every address of the area
 * matches it and fails with that error, so the router shows its error page ("Try again" reloads),
 * not the not-found page, at the address asked for. Once the area is in, its own routes match first
 * and an address they lack is not found, as elsewhere. (It stays in the tree: the router looks up the
 * route of a match it leaves.)
 */
function failedAreaStandIn(rootRoute: AnyRoute, segment: string, error: unknown, areaIn: () => boolean): AnyRoute {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `/${segment}/$`,
    beforeLoad: () => {
      throw areaIn() ? notFound() : error;
    },
  }) as unknown as AnyRoute;
}

/** Puts the entry's routes under the root: the tree the router is created with. */
export function entryRouteTree(split: RouteAreaSplit): AnyRoute {
  return split.rootRoute._addFileChildren([...split.entryRoutes]);
}

/**
 * Makes `router` load the area of an address before it loads, preloads or navigates to it, and gives
 * the step that loads an address's area (nothing when it is in: the router's own step then runs at
 * once, as without areas). A failed area (the network gone, a deploy that replaced its chunk) is
 * reported; a navigation, Back or Forward then loads the address as a new page, which the server
 * answers whole; on the first load of a page the router shows its error page there (a stand-in route
 * for the area, until the area loads).
 * The root route is one object for every router (the prerender makes one a page): each router keeps
 * its own list of the root's children and sets it before processing its tree.
 */
export function loadRouteAreas<TRouter extends AnyRouter>(
  router: TRouter,
  split: RouteAreaSplit,
  onError: (error: unknown, pathname: string) => void,
): (pathname: string) => Promise<void> | undefined {
  const children = [...split.entryRoutes];
  const added = new Set<AreaModule>();
  const pending = new Map<AreaModule, Promise<void>>();
  const standingIn = new Set<string>();

  function setChildren(): void {
    split.rootRoute._addFileChildren([...children]);
    // What `router.update` does with a new tree; the root is the same object, so it is asked directly.
    router.setRoutes(router.buildRouteTree());
  }

  function addArea(load: AreaModule): Promise<void> {
    let loading = pending.get(load);
    if (!loading) {
      loading = load().then(({ routes }) => {
        added.add(load);
        children.push(...routes);
        setChildren();
      });
      pending.set(load, loading);
      // Asked again next time: a chunk that failed may load on the next try.
      loading.catch(() => pending.delete(load));
    }
    return loading;
  }

  function ensureArea(pathname: string): Promise<void> | undefined {
    const missing = areaModulesOf(split, pathname).filter((load) => !added.has(load));
    if (missing.length === 0) return undefined;
    return Promise.all(missing.map(addArea)).then(() => undefined);
  }

  /** Runs `step` once the address's area is in (at once when it is), or `failed` if it cannot load. */
  function afterArea<T>(
    pathname: string,
    step: () => Promise<T>,
    failed: (error: unknown) => T | Promise<T>,
  ): Promise<T> {
    const loading = ensureArea(pathname);
    return loading ? loading.then(step, failed) : step();
  }

  const load = router.load;
  router.load = (options) => {
    router.updateLatestLocation();
    const { pathname } = router.latestLocation;
    return afterArea(
      pathname,
      () => load(options),
      (error) => {
        onError(error, pathname);
        // A page already shown: the server answers the address whole. The first page: the router shows
        // its error page there.
        if (router.stores.resolvedLocation.get() && typeof window !== 'undefined') {
          window.location.reload();
          return;
        }
        const segment = firstSegmentOf(pathname);
        if (!standingIn.has(segment)) {
          standingIn.add(segment);
          const areaIn = () => areaModulesOf(split, pathname).every((area) => added.has(area));
          children.push(failedAreaStandIn(split.rootRoute, segment, error, areaIn));
          setChildren();
        }
        return load(options);
      },
    );
  };

  const navigate = router.navigate;
  router.navigate = (options) => {
    const { pathname } = router.buildLocation(options as Parameters<TRouter['buildLocation']>[0]);
    return afterArea(
      pathname,
      () => navigate(options),
      (error) => {
        onError(error, pathname);
        return navigate({ ...options, reloadDocument: true });
      },
    );
  };

  const preloadRoute = router.preloadRoute;
  router.preloadRoute = (options) =>
    afterArea(
      router.buildLocation(options as Parameters<TRouter['buildLocation']>[0]).pathname,
      () => preloadRoute(options),
      // A preload that cannot load its area does nothing: the navigation, if it comes, tries again.
      () => undefined,
    );

  return ensureArea;
}
