import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { reportError } from './lib/monitoring';
import { queryClient } from './lib/query-client';
import * as routeAreaSplit from './route-areas/entry.gen';
import { entryRouteTree, loadRouteAreas } from './route-areas/load-route-areas';
import type { routeTree } from './route-tree.gen';
import { NotFoundPage } from './shell/error-pages/error-page';
import { RouteErrorPage } from './shell/error-pages/route-error-page';

/**
 * The app's router. The browser's uses the address bar; the build's prerender (prerender.tsx) gives
 * each page it writes a history of its own at that page's path.
 */
export function createAppRouter(history?: RouterHistory) {
  const router = createRouter({
    // The entry has the root and the pages that stand alone at the top; every other area's routes
    // load before the router goes to an address of that area (decision 083). The types are the whole
    // tree's: every link is checked against every route.
    routeTree: entryRouteTree(routeAreaSplit) as unknown as typeof routeTree,
    ...(history ? { history } : {}),
    // Loaders start their page's queries in this cache (lib/route-data.ts).
    context: { queryClient },
    defaultNotFoundComponent: NotFoundPage,
    // Imported eagerly, not split: it must render even when loading a route chunk is what failed.
    defaultErrorComponent: RouteErrorPage,
    defaultPreload: 'intent',
    // The query cache decides what is fresh: a preload or load always asks it, never a copy the router kept.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  loadRouteAreas(router, routeAreaSplit, (error, route) => void reportError(error, { route, owner: 'web-core' }));
  return router;
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
