// The sibling of site-path.ts for an address the server hands over whole; in a file of its own so
// only the sign-in pages that need it load it, not every page's first download.
import { isSitePath } from './site-path';

/**
 * The sibling check for an address the server hands over whole (the sign-in service's next step is
 * `PUBLIC_URL/oidc/auth/...`): the path of this site it names, when it is a site path or an absolute
 * address on `origin` (the page's own); undefined for anything on another origin or not an address.
 */
export function sameOriginPath(value: unknown, origin: string): string | undefined {
  if (isSitePath(value)) return value;
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.username || url.password) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(path) ? path : undefined;
}
