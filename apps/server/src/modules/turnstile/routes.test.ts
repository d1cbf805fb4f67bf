import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerTurnstileCalls } from './routes.ts';
import { challengeKeyFrom, consumeHumanToken, issueChallenge, solvesChallenge } from './service.ts';

const secret = 'test-secret-at-least-32-characters-long';
const difficulty = 4;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    // The app serves the real difficulty at /api/turnstile; tests solve an easy one served beside it.
    extend: (app, database) => {
      app.register(async (scope) => registerTurnstileCalls(scope, database.db, { secret, difficulty }), {
        prefix: '/easy',
      });
    },
  });
});
afterAll(() => testApp.close());

interface Challenge {
  challengeId: string;
  salt: string;
  difficulty: number;
}

async function newChallenge(): Promise<Challenge> {
  const response = await testApp.app.inject({ method: 'POST', url: '/easy/api/turnstile/challenge' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The first nonce that solves (wanted) or fails (not wanted) the challenge. */
function findNonce(challenge: Challenge, solves = true): number {
  for (let nonce = 0; ; nonce++) if (solvesChallenge(challenge, nonce) === solves) return nonce;
}

const verify = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/easy/api/turnstile/verify', payload: payload as object });

describe('POST /api/turnstile/challenge', () => {
  it('answers a SHA-256 challenge at the configured difficulty, expiring in 5 minutes', async () => {
    const before = Date.now();
    const challenge = await newChallenge();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', difficulty });
    expect(challenge.salt).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const expiresAt = Date.parse((challenge as Challenge & { expiresAt: string }).expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(300_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(300_000);
  });
});

describe('POST /api/turnstile/verify', () => {
  it('trades a solved challenge for a token that is good for 10 minutes and one use', async () => {
    const challenge = await newChallenge();
    const response = await verify({ challengeId: challenge.challengeId, nonce: findNonce(challenge) });
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(590_000);

    const db = testApp.database.db;
    expect(await consumeHumanToken(db, token)).toBe(true);
    expect(await consumeHumanToken(db, token)).toBe(false);
  });

  it('refuses a nonce that does not solve the challenge, naming nonce', async () => {
    const challenge = await newChallenge();
    const response = await verify({ challengeId: challenge.challengeId, nonce: findNonce(challenge, false) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { nonce: 'That answer does not solve the check' },
    });
  });

  it('refuses an expired challenge, naming challengeId', async () => {
    const expired = issueChallenge(challengeKeyFrom(secret), { difficulty, ttlSeconds: 60 }, Date.now() - 61_000);
    const response = await verify({ challengeId: expired.challengeId, nonce: findNonce(expired) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ challengeId: 'This check has expired. Start a new one.' });
  });

  it('refuses a tampered challenge or one signed with another secret, naming challengeId', async () => {
    const challenge = await newChallenge();
    const [salt, , expiresAt, signature] = challenge.challengeId.split('.');
    // Asking for one bit instead of four would make the work sixteen times cheaper.
    const easier = { ...challenge, challengeId: `${salt}.1.${expiresAt}.${signature}`, difficulty: 1 };
    const forged = issueChallenge(challengeKeyFrom('a-guessed-secret-that-is-32-characters'), {
      difficulty,
      ttlSeconds: 60,
    });
    for (const tampered of [easier, forged]) {
      const response = await verify({ challengeId: tampered.challengeId, nonce: findNonce(tampered) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        challengeId: 'This check is not one we issued. Start a new one.',
      });
    }
  });

  it('issues one token per challenge: answering it again is refused', async () => {
    const challenge = await newChallenge();
    const answer = { challengeId: challenge.challengeId, nonce: findNonce(challenge) };
    expect((await verify(answer)).statusCode).toBe(200);
    const again = await verify(answer);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ challengeId: 'This check was already used. Start a new one.' });
  });

  it('refuses a body without a challenge or with a nonce that is not a whole number', async () => {
    const response = await verify({ nonce: -1.5 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['challengeId', 'nonce']);
  });
});

describe('consumeHumanToken', () => {
  it('refuses values that were never issued', async () => {
    const db = testApp.database.db;
    for (const token of ['', 'not-a-token', 'A'.repeat(43)]) expect(await consumeHumanToken(db, token)).toBe(false);
  });

  it('refuses a token past its 10 minutes', async () => {
    const challenge = await newChallenge();
    const response = await verify({ challengeId: challenge.challengeId, nonce: findNonce(challenge) });
    const { token } = response.json().data;
    const db = testApp.database.db;
    expect(await consumeHumanToken(db, token, new Date(Date.now() + 601_000))).toBe(false);
    // Refusing an expired token does not spend it early; within its time it is still good once.
    expect(await consumeHumanToken(db, token)).toBe(true);
  });
});
