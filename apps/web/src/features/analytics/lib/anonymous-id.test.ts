import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '../test-support/memory-cookie-jar';
import { anonymousIdCookieName, ensureAnonymousId, readAnonymousId, removeAnonymousId } from './anonymous-id';

const uuid = '0b6f6c53-7a3e-4e4b-9d6c-2f5b8e1a9c10';

describe('anonymous id', () => {
  it('is created once with crypto.randomUUID and then reused', () => {
    const jar = createMemoryCookieJar();
    const created = ensureAnonymousId(jar);
    expect(created).toMatch(/^[0-9a-f-]{36}$/);
    expect(jar.values.get(anonymousIdCookieName)).toBe(created);
    expect(ensureAnonymousId(jar, () => 'never-called')).toBe(created);
  });

  it('replaces a cookie value that is not a uuid', () => {
    const jar = createMemoryCookieJar({ [anonymousIdCookieName]: 'tampered' });
    expect(readAnonymousId(jar)).toBeUndefined();
    expect(ensureAnonymousId(jar, () => uuid)).toBe(uuid);
  });

  it('can be removed', () => {
    const jar = createMemoryCookieJar({ [anonymousIdCookieName]: uuid });
    removeAnonymousId(jar);
    expect(jar.values.has(anonymousIdCookieName)).toBe(false);
  });
});
