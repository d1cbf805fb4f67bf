// The one query cache of the app: the router's loaders fill it and the pages' hooks read it.
import { QueryClient } from '@tanstack/react-query';

/**
 * How long an answer counts as fresh. A route's loader starts its queries before the page mounts;
 * without a few seconds of freshness the page's own hooks would ask again for what just arrived.
 * Short enough that coming back to a page shows what changed elsewhere (mutations invalidate at once).
 */
export const freshForMs = 5_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: freshForMs } } });
}

export const queryClient = createQueryClient();
