// What the market reads share: how long a price stays fresh, and which failures are not tried again.
import { ApiError } from '../../../lib/api-client';

/** Prices move each minute while the market is open: a minute-old answer is stale. */
export const priceStaleMs = 60_000;

/**
 * A symbol the market does not list answers 404 (400 when it is not a symbol at all): asking again
 * gives the same answer, so the page shows "Not listed" at once instead of after three more tries. A
 * failure of the network or the server is tried again as usual (three times).
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 3;
}
