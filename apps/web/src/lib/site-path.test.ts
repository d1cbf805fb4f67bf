import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';
import { isSitePath, safeSitePath } from './site-path';

describe('isSitePath', () => {
  it.each([
    '/',
    '/home',
    '/profile/info?tab=phone',
    '/marketplace/personal-loan/credit-score#offers',
    '/search?q=a%20b',
    '/onboarding/signup?referralCode=AB12',
  ])('keeps the path of this site %j', (path) => {
    expect(isSitePath(path)).toBe(true);
    expect(safeSitePath(path, '/home')).toBe(path);
  });

  it.each([
    // other sites
    'https://evil.test/phish',
    'http://evil.test',
    'HTTPS://evil.test',
    '//evil.test',
    '///evil.test',
    '//evil.test/home',
    // backslashes, which browsers read as slashes
    '/\\evil.test',
    '\\\\evil.test',
    '\\/evil.test',
    // encoded forms a router may decode before it navigates
    '%2F%2Fevil.test',
    '/%2F%2Fevil.test',
    '/%2fevil.test',
    '/%5Cevil.test',
    '/%5cevil.test',
    '/%252F%252Fevil.test',
    '/%09/evil.test',
    '/%',
    // tabs, newlines and other control characters, which browsers drop
    '/\t/evil.test',
    '/\n/evil.test',
    '/\r\n/evil.test',
    '\t//evil.test',
    '/home\u0000',
    // schemes
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // not a path at all
    'home',
    'evil.test',
    '',
    ' /home',
    undefined,
    null,
    42,
    {},
  ])('refuses %j', (value) => {
    expect(isSitePath(value)).toBe(false);
    expect(safeSitePath(value, '/home')).toBe('/home');
  });
});

describe('sameOriginPath', () => {
  const origin = 'https://fernleaf.example';

  it.each([
    ['https://fernleaf.example/oidc/auth/abc123', '/oidc/auth/abc123'],
    ['HTTPS://FERNLEAF.EXAMPLE/oidc/auth/abc123', '/oidc/auth/abc123'],
    ['https://fernleaf.example:443/login?uid=1#top', '/login?uid=1#top'],
    ['https://fernleaf.example', '/'],
    ['/oidc/auth/abc123', '/oidc/auth/abc123'],
  ])('keeps %j of this site as the path %j', (address, path) => {
    expect(sameOriginPath(address, origin)).toBe(path);
  });

  it.each([
    // the forged-host answer the sign-in page used to follow
    'https://evil.test/oidc/auth/abc123',
    'http://fernleaf.example/oidc/auth/abc123',
    'https://fernleaf.example:8443/oidc/auth/abc123',
    'https://fernleaf.example.evil.test/oidc/auth',
    'https://fernleaf.example@evil.test/oidc/auth',
    'https://user:pass@fernleaf.example/oidc/auth',
    'https://evil.test/https://fernleaf.example/',
    '//evil.test/oidc/auth',
    'javascript:alert(1)',
    'data:text/html,x',
    'oidc/auth',
    '',
    undefined,
    null,
  ])('refuses %j', (address) => {
    expect(sameOriginPath(address, origin)).toBeUndefined();
  });
});
