// Route loaders start the queries their page reads (docs/decisions/037-route-data.md), so the data
// loads together with the page's code instead of after it rendered. The page reads the same query
// options through its hooks; nothing here waits or throws, so the page shows its own loading and
// error states exactly as it would without the loader.
import type { EnsureQueryDataOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { hasSession } from './auth/session';

/** What every route's loader receives from the router (see router.ts). */
export interface RouteContext {
  queryClient: QueryClient;
}

/** Starts queries of the page and those that depend on their answers. */
export interface RouteData {
  /** Starts each query unless a fresh answer is cached. */
  // biome-ignore lint/suspicious/noExplicitAny: each query has its own data type; the cache keeps them apart by key.
  prefetch(...queries: FetchQueryOptions<any, any, any, any>[]): void;
  /**
   * Starts a query (or takes its cached answer) and hands the answer on, to start what depends on
   * it, e.g. the checking transactions once the account is known to exist. A failure hands on nothing.
   */
  after<QueryFnData, Error, Data, Key extends QueryKey>(
    query: EnsureQueryDataOptions<QueryFnData, Error, Data, Key>,
    next: (data: Data) => void,
  ): void;
}

function routeData(queryClient: QueryClient): RouteData {
  return {
    prefetch(...queries) {
      for (const query of queries) void queryClient.prefetchQuery(query);
    },
    after(query, next) {
      queryClient.ensureQueryData({ ...query, revalidateIfStale: true }).then(
        next,
        // The page's hook shows the failure and retries; the loader has nothing to add.
        () => undefined,
      );
    },
  };
}

/**
 * A loader for a page that needs a member: starts `start`'s queries when this tab holds a session.
 * Without one it starts nothing: the page's sign-in gate sends the visitor to sign in, and a call
 * without a token would only be refused. Calls wait for the same access token the pages' calls use
 * (`callApi` refreshes it first when it is about to expire), so a loader never signs with a stale one.
 */
export function memberData(start: (data: RouteData) => void) {
  return ({ context }: { context: RouteContext }): void => {
    if (hasSession()) start(routeData(context.queryClient));
  };
}

/** What a route's loader answers for the page's head; it takes precedence over `staticData.meta`. */
export interface LoaderPageMeta {
  pageMeta: { title?: string; description: string } | undefined;
}

/**
 * A route's loader that answers the page's description, then starts what `load` starts. The
 * description lives here rather than in `staticData.meta` because loaders are split off with their
 * page's component: every route's static data is in the first download, and a hundred descriptions
 * were 2.4 kB of it (docs/decisions/014-web-bundle-size.md).
 */
export function describedPage(description: string, load?: (args: { context: RouteContext }) => void) {
  return (args: { context: RouteContext }): LoaderPageMeta => {
    load?.(args);
    return { pageMeta: { description } };
  };
}
