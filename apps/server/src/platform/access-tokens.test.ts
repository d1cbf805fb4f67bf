import { generateKeyPairSync } from 'node:crypto';
import { importJWK, type JWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from './access-tokens.ts';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicJwk = { ...publicKey.export({ format: 'jwk' }), alg: 'ES256', kid: 'k1' } as JWK;
const options = { issuer: 'https://id.test/oidc', audience: 'https://id.test/api', keys: [publicJwk] };

async function tokenExpiringAt(expSeconds: number, overrides: { audience?: string; sid?: string } = {}) {
  const key = await importJWK({ ...privateKey.export({ format: 'jwk' }), alg: 'ES256' } as JWK, 'ES256');
  return new SignJWT({ sub: 'member-1', jti: 'token-1', ...(overrides.sid ? { sid: overrides.sid } : {}) })
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'k1' })
    .setIssuer(options.issuer)
    .setAudience(overrides.audience ?? options.audience)
    .setExpirationTime(expSeconds)
    .sign(key);
}

describe('the access-token verifier', () => {
  it('accepts a valid token, and keeps refusing it after it expires even once remembered', async () => {
    let clock = 1_000_000_000_000;
    const verify = createAccessTokenVerifier({ ...options, now: () => clock });
    const token = await tokenExpiringAt(clock / 1000 + 60);
    // Without a sign-in session claim, the token itself stands for the session.
    expect(await verify(`Bearer ${token}`)).toEqual({ memberId: 'member-1', sessionId: 'token:token-1' });
    expect(await verify(`Bearer ${token}`)).toEqual({ memberId: 'member-1', sessionId: 'token:token-1' });
    clock += 61_000;
    await expect(verify(`Bearer ${token}`)).rejects.toMatchObject({ body: { code: 'INVALID_TOKEN_OR_EXPIRED' } });
  });

  it('answers the sign-in session the token belongs to, also once remembered', async () => {
    const verify = createAccessTokenVerifier(options);
    const token = await tokenExpiringAt(Math.floor(Date.now() / 1000) + 60, { sid: 'session-7' });
    expect(await verify(`Bearer ${token}`)).toEqual({ memberId: 'member-1', sessionId: 'session-7' });
    expect(await verify(`Bearer ${token}`)).toEqual({ memberId: 'member-1', sessionId: 'session-7' });
  });

  it('never lets a remembered token vouch for a tampered copy of it', async () => {
    const verify = createAccessTokenVerifier(options);
    const token = await tokenExpiringAt(Math.floor(Date.now() / 1000) + 60);
    await verify(`Bearer ${token}`);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'member-2', exp: 9_999_999_999 })).toString('base64url');
    await expect(verify(`Bearer ${header}.${forgedPayload}.${signature}`)).rejects.toMatchObject({ statusCode: 401 });
    expect(payload).toBeTruthy();
  });

  it('refuses another audience', async () => {
    const verify = createAccessTokenVerifier(options);
    const token = await tokenExpiringAt(Math.floor(Date.now() / 1000) + 60, { audience: 'https://other.test' });
    await expect(verify(`Bearer ${token}`)).rejects.toMatchObject({ statusCode: 401 });
  });
});
