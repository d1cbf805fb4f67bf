import { type Challenge, type Solution, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerTurnstileCalls } from './routes.ts';
import { challengeKeyFrom, consumeHumanToken, issueChallenge } from './service.ts';

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

async function newChallenge(): Promise<Challenge & { expiresAt: string }> {
  const response = await testApp.app.inject({ method: 'POST', url: '/easy/api/turnstile/challenge' });
  expect(response.statusCode).toBe(200);
  const { challenge, expiresAt } = response.json().data;
  return { ...challenge, expiresAt };
}

const solve = async ({ parameters, signature }: Challenge): Promise<Solution> => {
  const solution = await solveChallenge({ challenge: { parameters, signature }, deriveKey });
  if (!solution) throw new Error('no solution');
  return solution;
};

/** The payload a browser sends: the challenge as issued and its solution. */
async function answerFor(challenge: Challenge) {
  const { parameters, signature } = challenge;
  return { challenge: { parameters, signature }, solution: await solve(challenge) };
}

const verify = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/easy/api/turnstile/verify', payload: payload as object });

describe('POST /api/turnstile/challenge', () => {
  it('answers a signed ALTCHA SHA-256 challenge at the configured difficulty, expiring in 5 minutes', async () => {
    const before = Date.now();
    const challenge = await newChallenge();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyPrefix: '0' });
    expect(challenge.parameters.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = Date.parse(challenge.expiresAt);
    expect(expiresAt).toBe((challenge.parameters.expiresAt ?? 0) * 1000);
    expect(expiresAt - before).toBeGreaterThanOrEqual(299_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(300_000);
  });
});

describe('POST /api/turnstile/verify', () => {
  it('trades a solved challenge for a token that is good for 10 minutes and one use', async () => {
    const challenge = await newChallenge();
    const response = await verify(await answerFor(challenge));
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(590_000);

    const db = testApp.database.db;
    expect(await consumeHumanToken(db, token)).toBe(true);
    expect(await consumeHumanToken(db, token)).toBe(false);
  });

  it('refuses an answer that does not solve the challenge, naming solution', async () => {
    const answer = await answerFor(await newChallenge());
    // The next counter's key, or a made-up key for the right counter: neither is the work asked for.
    for (const solution of [
      { counter: answer.solution.counter, derivedKey: '0'.repeat(64) },
      { counter: answer.solution.counter + 1, derivedKey: answer.solution.derivedKey },
    ]) {
      const response = await verify({ ...answer, solution });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { solution: 'That answer does not solve the check' },
      });
    }
  });

  it('refuses an expired challenge, naming challenge', async () => {
    const expired = await issueChallenge(challengeKeyFrom(secret), { difficulty, ttlSeconds: 60 }, Date.now() - 61_000);
    const response = await verify(await answerFor(expired.challenge));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ challenge: 'This check has expired. Start a new one.' });
  });

  it('refuses a tampered challenge or one signed with another secret, naming challenge', async () => {
    const challenge = await newChallenge();
    // Another prefix chosen by the browser, or a later expiry to keep the challenge open.
    const otherPrefix = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: 'f' } };
    const longer = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 },
    };
    const forged = (
      await issueChallenge(challengeKeyFrom('a-guessed-secret-that-is-32-characters'), { difficulty, ttlSeconds: 60 })
    ).challenge;
    for (const tampered of [otherPrefix, longer, forged]) {
      const response = await verify(await answerFor(tampered));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        challenge: 'This check is not one we issued. Start a new one.',
      });
    }
  });

  it('issues one token per challenge: answering it again is refused', async () => {
    const answer = await answerFor(await newChallenge());
    expect((await verify(answer)).statusCode).toBe(200);
    const again = await verify(answer);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ challenge: 'This check was already used. Start a new one.' });
  });

  it('refuses a body without a challenge or with a counter that is not a whole number', async () => {
    const response = await verify({ solution: { counter: -1.5, derivedKey: '00' } });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json().error.fields);
    expect(fields.some((field) => field.startsWith('challenge'))).toBe(true);
    expect(fields.some((field) => field.startsWith('solution'))).toBe(true);
  });
});

describe('consumeHumanToken', () => {
  it('refuses values that were never issued', async () => {
    const db = testApp.database.db;
    for (const token of ['', 'not-a-token', 'A'.repeat(43)]) expect(await consumeHumanToken(db, token)).toBe(false);
  });

  it('refuses a token past its 10 minutes', async () => {
    const response = await verify(await answerFor(await newChallenge()));
    const { token } = response.json().data;
    const db = testApp.database.db;
    expect(await consumeHumanToken(db, token, new Date(Date.now() + 601_000))).toBe(false);
    // Refusing an expired token does not spend it early; within its time it is still good once.
    expect(await consumeHumanToken(db, token)).toBe(true);
  });
});
