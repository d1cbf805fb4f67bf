import { describe, expect, it } from 'vitest';
import type { BankSource } from './institutions.ts';
import {
  accessLostAfterMs,
  checkProviderLogin,
  checkProviderMfa,
  expiringLoginAccessMs,
  expiringUsername,
  linkCompletionDelayMs,
  sandboxCredentials,
} from './provider-login.ts';

const SOURCES: BankSource[] = ['PLAID', 'FINICITY', 'AKOYA'];

describe('provider sign-in', () => {
  it('has distinct, obviously sandbox values per provider', () => {
    expect(sandboxCredentials('PLAID')).toEqual({
      username: 'user_good',
      password: 'pass_good',
      mfaUsername: 'user_mfa',
      mfaCode: '1234',
    });
    const codes = SOURCES.map((source) => sandboxCredentials(source).mfaCode);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^\d{4,8}$/);
  });

  it.each(SOURCES)('%s: the normal user signs in, the MFA user is asked for a code', (source) => {
    const { username, password, mfaUsername } = sandboxCredentials(source);
    expect(checkProviderLogin(source, { username, password })).toEqual({ outcome: 'SUCCESS' });
    expect(checkProviderLogin(source, { username: `  ${username.toUpperCase()} `, password })).toEqual({
      outcome: 'SUCCESS',
    });
    const mfa = checkProviderLogin(source, { username: mfaUsername, password });
    expect(mfa.outcome).toBe('MFA_REQUIRED');
    expect(mfa.outcome === 'MFA_REQUIRED' && mfa.prompt.length > 0).toBe(true);
  });

  it.each(SOURCES)('%s: anything else is refused with the provider message', (source) => {
    const { username, password, mfaUsername } = sandboxCredentials(source);
    const refused = { outcome: 'INVALID_CREDENTIALS', message: 'The username or password you entered is incorrect.' };
    expect(checkProviderLogin(source, { username, password: `${password}x` })).toEqual(refused);
    // Passwords are exact: no trimming, no case folding.
    expect(checkProviderLogin(source, { username, password: ` ${password}` })).toEqual(refused);
    expect(checkProviderLogin(source, { username, password: password.toUpperCase() })).toEqual(refused);
    expect(checkProviderLogin(source, { username: mfaUsername, password: 'wrong' })).toEqual(refused);
    expect(checkProviderLogin(source, { username: 'someone_else', password })).toEqual(refused);
    expect(checkProviderLogin(source, { username: '', password: '' })).toEqual(refused);
  });

  it('accepts only each provider its own code', () => {
    expect(checkProviderMfa('PLAID', '1234')).toBe(true);
    expect(checkProviderMfa('PLAID', ' 1234 ')).toBe(true);
    expect(checkProviderMfa('PLAID', '0000')).toBe(false);
    expect(checkProviderMfa('FINICITY', sandboxCredentials('PLAID').mfaCode)).toBe(false);
    for (const source of SOURCES) expect(checkProviderMfa(source, sandboxCredentials(source).mfaCode)).toBe(true);
  });

  it('keeps a link pending for a few seconds, differently per provider', () => {
    const delays = SOURCES.map(linkCompletionDelayMs);
    expect(new Set(delays).size).toBe(3);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(1000);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(10_000);
  });

  it('signs the expiring user in with the normal password, and only that login loses access', () => {
    for (const source of SOURCES) {
      const { username, password, mfaUsername } = sandboxCredentials(source);
      const expiring = expiringUsername(source);
      expect(checkProviderLogin(source, { username: ` ${expiring.toUpperCase()} `, password })).toEqual({
        outcome: 'SUCCESS',
      });
      expect(checkProviderLogin(source, { username: expiring, password: `${password}x` }).outcome).toBe(
        'INVALID_CREDENTIALS',
      );
      expect(accessLostAfterMs(source, expiring)).toBe(expiringLoginAccessMs);
      for (const other of [username, mfaUsername]) expect(accessLostAfterMs(source, other)).toBeNull();
    }
  });
});
