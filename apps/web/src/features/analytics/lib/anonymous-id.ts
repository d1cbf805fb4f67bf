// The anonymous id ties a visitor's analytics events together before (and without) sign-in.
// It exists only for analytics, so it is an analytics cookie: it is set only once the visitor has
// consented to analytics and removed when that consent is withdrawn (start-analytics.ts does both).
import type { CookieJar } from './cookies';

export const anonymousIdCookieName = 'fl_anonymous_id';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readAnonymousId(jar: CookieJar): string | undefined {
  const value = jar.read(anonymousIdCookieName);
  // Anything else was not written by us, and the events call would reject it.
  return value && uuidPattern.test(value) ? value : undefined;
}

/**
 * The visitor's anonymous id, created on first use. The cookie keeps the lifetime it got when it
 * was created (365 days) rather than being renewed on every visit.
 */
export function ensureAnonymousId(jar: CookieJar, randomUUID: () => string = () => crypto.randomUUID()): string {
  const existing = readAnonymousId(jar);
  if (existing) return existing;
  const created = randomUUID();
  jar.write(anonymousIdCookieName, created);
  return created;
}

export function removeAnonymousId(jar: CookieJar): void {
  if (jar.read(anonymousIdCookieName) !== undefined) jar.remove(anonymousIdCookieName);
}
