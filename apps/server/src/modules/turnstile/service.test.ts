import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { assertDifficulty, challengeKeyFrom, issueChallenge } from './service.ts';

const key = challengeKeyFrom('unit-test-secret-at-least-32-characters');
const settings = { difficulty: 8, ttlSeconds: 60 };

describe('challenges', () => {
  it('are signed ALTCHA challenges asking one SHA-256 per try, expiring when set, fresh each time', async () => {
    const now = Date.UTC(2030, 0, 1);
    const { challenge, expiresAt } = await issueChallenge(key, settings, now);
    expect(expiresAt).toBe('2030-01-01T00:01:00.000Z');
    expect(challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      cost: 1,
      keyPrefix: '00',
      expiresAt: now / 1000 + 60,
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const again = await issueChallenge(key, settings, now);
    expect(again.challenge.parameters.salt).not.toBe(challenge.parameters.salt);
    expect(again.challenge.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('ask for one hex digit of the key prefix per 4 bits of difficulty', async () => {
    for (const difficulty of [4, 16, 32]) {
      const { challenge } = await issueChallenge(key, { difficulty, ttlSeconds: 60 });
      expect(challenge.parameters.keyPrefix).toBe('0'.repeat(difficulty / 4));
    }
  });

  it('are solved by a counter whose derived key starts with the prefix', async () => {
    const { challenge } = await issueChallenge(key, settings);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.derivedKey.startsWith('00')).toBe(true);
  });
});

describe('settings', () => {
  it('need a long secret and a difficulty in whole hex digits from 4 to 32 bits', () => {
    expect(() => challengeKeyFrom('short')).toThrow(/32 characters/);
    for (const difficulty of [0, 1, 6, 36, 2.5, Number.NaN]) expect(() => assertDifficulty(difficulty)).toThrow();
    for (const difficulty of [4, 16, 32]) expect(() => assertDifficulty(difficulty)).not.toThrow();
  });
});
