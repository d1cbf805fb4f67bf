import { describe, expect, it } from 'vitest';
import { safeReturnPath, toSessionTokens } from './oidc-client';

describe('safeReturnPath', () => {
  it('keeps a page of this site', () => {
    expect(safeReturnPath('/profile/info?tab=phone')).toBe('/profile/info?tab=phone');
  });

  it('sends anything else home: other sites, sign-in pages, nothing', () => {
    for (const path of [
      undefined,
      '',
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      '/login',
      '/logout',
      '/auth/callback?code=x',
      '/sign-up',
    ]) {
      expect(safeReturnPath(path)).toBe('/home');
    }
  });
});

describe('toSessionTokens', () => {
  it('turns expires_in into an absolute expiry', () => {
    const tokens = toSessionTokens(
      { access_token: 'a', expires_in: 900, refresh_token: 'r', id_token: 'i', token_type: 'bearer' },
      1_000,
    );
    expect(tokens).toEqual({ accessToken: 'a', expiresAt: 901_000, refreshToken: 'r', idToken: 'i' });
  });
});
