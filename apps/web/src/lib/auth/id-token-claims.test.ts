import { describe, expect, it } from 'vitest';
import { idTokenFirstName } from './id-token-claims';

/** A token as the service writes it: header, payload and signature, each base64url. */
function tokenWith(claims: object): string {
  const part = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'ES256' })}.${part(claims)}.signature`;
}

describe('idTokenFirstName', () => {
  it('reads the first name the service put into the ID token, accents and all', () => {
    expect(idTokenFirstName(tokenWith({ sub: 'u1', given_name: 'Jordan' }))).toBe('Jordan');
    // Bytes that base64url writes with `-` and `_`, and UTF-8 beyond ASCII.
    expect(idTokenFirstName(tokenWith({ sub: 'u1', given_name: 'Zoë ~~??>>' }))).toBe('Zoë ~~??>>');
  });

  it('knows no name without a token, without the claim, or from a token it cannot read', () => {
    expect(idTokenFirstName(undefined)).toBeUndefined();
    expect(idTokenFirstName(tokenWith({ sub: 'u1' }))).toBeUndefined();
    expect(idTokenFirstName(tokenWith({ sub: 'u1', given_name: ' ' }))).toBeUndefined();
    expect(idTokenFirstName('not-a-token')).toBeUndefined();
    expect(idTokenFirstName('a.%%%.b')).toBeUndefined();
  });
});
