// Where a page goes back to, from a search parameter or an answer: only a path of this site, so a
// crafted link can never send the member elsewhere.
import { safeSitePath } from '../../../lib/site-path';

export function safeReturnTo(value: unknown, fallback: string): string {
  return safeSitePath(value, fallback);
}
