// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearIdentityTrustReturn,
  identityTrustReturnStorageKey,
  isWebUrl,
  readIdentityTrustReturn,
  saveIdentityTrustReturn,
} from './identity-trust-return';

beforeEach(() => sessionStorage.clear());

describe('the page to return to after the check', () => {
  it('is kept for the round trip and read back once cleared as the default', () => {
    saveIdentityTrustReturn('/onboarding/instacash/qualified');
    expect(readIdentityTrustReturn()).toBe('/onboarding/instacash/qualified');
    clearIdentityTrustReturn();
    expect(readIdentityTrustReturn()).toBe('/home');
  });

  it('is only ever a path of this site', () => {
    for (const elsewhere of ['https://example.com/', '//example.com/x', '/\\example.com', 'home']) {
      saveIdentityTrustReturn(elsewhere);
      expect(sessionStorage.getItem(identityTrustReturnStorageKey)).toBeNull();
      sessionStorage.setItem(identityTrustReturnStorageKey, elsewhere);
      expect(readIdentityTrustReturn()).toBe('/home');
      sessionStorage.clear();
    }
  });
});

describe('isWebUrl', () => {
  it('takes http and https addresses, and nothing else', () => {
    expect(isWebUrl('https://checks.example/x', 'http://localhost/')).toBe(true);
    expect(isWebUrl('/sandbox/identity-check/1', 'http://localhost/')).toBe(true);
    expect(isWebUrl('javascript:alert(1)', 'http://localhost/')).toBe(false);
    expect(isWebUrl('data:text/html,hi', 'http://localhost/')).toBe(false);
  });
});
