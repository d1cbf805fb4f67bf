// A cookie jar for tests that only need values, not attributes.
import type { CookieJar } from '../lib/cookies';

export function createMemoryCookieJar(
  initial: Record<string, string> = {},
): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    read: (name) => values.get(name),
    write: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}
