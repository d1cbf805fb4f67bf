import { generateKeyPairSync } from 'node:crypto';
import { importJWK, type JWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  type AccessTokenVerifier,
  createAccessTokenVerifier,
  createLiveSessionCheck,
  liveSessionCacheMs,
} from './access-tokens.ts';

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
    // Remembered by its signature, but a copy with the same signature is another header.
    expect(verify.known?.(`Bearer ${header}.${forgedPayload}.${signature}`)).toBeUndefined();
    await expect(verify(`Bearer ${header}.${forgedPayload}.${signature}`)).rejects.toMatchObject({ statusCode: 401 });
    expect(verify.known?.(`Bearer ${header}.${payload}.${signature}`)).toMatchObject({ memberId: 'member-1' });
  });

  it('answers without a promise only a header it verified before, until the token expires', async () => {
    let clock = 1_000_000_000_000;
    const verify = createAccessTokenVerifier({ ...options, now: () => clock });
    const token = await tokenExpiringAt(clock / 1000 + 60, { sid: 'session-7' });
    expect(verify.known?.(`Bearer ${token}`)).toBeUndefined();
    await verify(`Bearer ${token}`);
    expect(verify.known?.(`Bearer ${token}`)).toEqual({ memberId: 'member-1', sessionId: 'session-7' });
    // Another text is another header, even when it names the same token.
    expect(verify.known?.(`bearer ${token}`)).toBeUndefined();
    expect(verify.known?.(`Bearer ${token} `)).toBeUndefined();
    expect(verify.known?.(undefined)).toBeUndefined();
    clock += 61_000;
    expect(verify.known?.(`Bearer ${token}`)).toBeUndefined();
    await expect(verify(`Bearer ${token}`)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses another audience', async () => {
    const verify = createAccessTokenVerifier(options);
    const token = await tokenExpiringAt(Math.floor(Date.now() / 1000) + 60, { audience: 'https://other.test' });
    await expect(verify(`Bearer ${token}`)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('the live-session check', () => {
  const tokenOf: AccessTokenVerifier = async (authorization) =>
    authorization === 'Bearer old'
      ? { memberId: 'member-1', sessionId: 'token:abc' }
      : { memberId: 'member-1', sessionId: 'session-1' };

  it('refuses a token whose sign-in session is gone, looking it up once per half minute', async () => {
    let clock = 0;
    const live = new Set(['session-1']);
    let lookups = 0;
    const check = createLiveSessionCheck({
      isLive: async (_memberId, sessionId) => {
        lookups += 1;
        return live.has(sessionId);
      },
      now: () => clock,
    });
    const verify = check.guard(tokenOf);
    await expect(verify('Bearer new')).resolves.toEqual({ memberId: 'member-1', sessionId: 'session-1' });
    await verify('Bearer new');
    expect(lookups).toBe(1);

    // Signed out on another process: this one notices once its half minute is over.
    live.delete('session-1');
    await expect(verify('Bearer new')).resolves.toBeDefined();
    clock += liveSessionCacheMs;
    await expect(verify('Bearer new')).rejects.toMatchObject({ body: { code: 'INVALID_TOKEN_OR_EXPIRED' } });
    // A token that names no session is not checked.
    await expect(verify('Bearer old')).resolves.toEqual({ memberId: 'member-1', sessionId: 'token:abc' });
  });

  it('answers without a promise only while the session was found live in the last half minute', async () => {
    let clock = 0;
    const live = new Set(['session-1']);
    const check = createLiveSessionCheck({
      isLive: async (_memberId, sessionId) => live.has(sessionId),
      now: () => clock,
    });
    const remembered = Object.assign((authorization: string | undefined) => tokenOf(authorization), {
      known: (authorization: string | undefined) =>
        authorization === 'Bearer new' ? { memberId: 'member-1', sessionId: 'session-1' } : undefined,
    });
    const verify = check.guard(remembered);
    // Verified, but its session not yet looked up: the promise path decides.
    expect(verify.known?.('Bearer new')).toBeUndefined();
    await verify('Bearer new');
    expect(verify.known?.('Bearer new')).toEqual({ memberId: 'member-1', sessionId: 'session-1' });
    clock += liveSessionCacheMs;
    expect(verify.known?.('Bearer new')).toBeUndefined();
    await verify('Bearer new');
    check.forget(['session-1']);
    expect(verify.known?.('Bearer new')).toBeUndefined();
  });

  it('forgets a session signed out here at once', async () => {
    const live = new Set(['session-1']);
    const check = createLiveSessionCheck({ isLive: async (_memberId, sessionId) => live.has(sessionId) });
    const verify = check.guard(tokenOf);
    await verify('Bearer new');
    live.delete('session-1');
    check.forget(['session-1']);
    await expect(verify('Bearer new')).rejects.toMatchObject({ body: { code: 'INVALID_TOKEN_OR_EXPIRED' } });
  });
});
