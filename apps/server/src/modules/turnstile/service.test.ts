import { createHash } from 'node:crypto';
import { humanChallengeInput, leadingZeroBits } from '@fernleaf/contract/turnstile';
import { describe, expect, it } from 'vitest';
import { assertDifficulty, challengeKeyFrom, issueChallenge, readChallenge, solvesChallenge } from './service.ts';

const key = challengeKeyFrom('unit-test-secret-at-least-32-characters');
const settings = { difficulty: 8, ttlSeconds: 60 };

function solve(challenge: { salt: string; difficulty: number }): number {
  for (let nonce = 0; ; nonce++) if (solvesChallenge(challenge, nonce)) return nonce;
}

describe('leadingZeroBits', () => {
  it('counts whole zero bytes and the zero bits of the first non-zero byte', () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x10]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe('challenges', () => {
  it('read back as issued while unexpired, with a fresh salt each time', () => {
    const now = Date.UTC(2030, 0, 1);
    const challenge = issueChallenge(key, settings, now);
    expect(challenge.expiresAt).toBe('2030-01-01T00:01:00.000Z');
    expect(readChallenge(key, challenge.challengeId, now + 59_999)).toEqual({
      outcome: 'valid',
      salt: challenge.salt,
      difficulty: 8,
    });
    expect(readChallenge(key, challenge.challengeId, now + 60_000)).toEqual({ outcome: 'expired' });
    expect(issueChallenge(key, settings, now).salt).not.toBe(challenge.salt);
  });

  it('are refused when any part was changed or another key signed them', () => {
    const { challengeId } = issueChallenge(key, settings);
    const [salt, difficulty, expiresAt, signature] = challengeId.split('.');
    for (const tampered of [
      `${salt}.1.${expiresAt}.${signature}`,
      `${salt}.${difficulty}.${Number(expiresAt) + 3_600_000}.${signature}`,
      `${'A'.repeat(22)}.${difficulty}.${expiresAt}.${signature}`,
      `${salt}.${difficulty}.${expiresAt}.${'A'.repeat(43)}`,
      issueChallenge(challengeKeyFrom('another-secret-that-is-32-characters-long'), settings).challengeId,
      '',
      'not a challenge',
    ]) {
      expect(readChallenge(key, tampered)).toEqual({ outcome: 'tampered' });
    }
  });

  it('are solved by a nonce whose SHA-256 over salt + nonce has the leading zero bits asked for', () => {
    const challenge = issueChallenge(key, settings);
    const nonce = solve(challenge);
    const digest = createHash('sha256').update(humanChallengeInput(challenge.salt, nonce)).digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(8);
    // Every smaller nonce failed, or the search would have stopped there.
    for (let smaller = 0; smaller < nonce; smaller++) expect(solvesChallenge(challenge, smaller)).toBe(false);
  });
});

describe('settings', () => {
  it('need a long secret and a difficulty from 1 to 32 bits', () => {
    expect(() => challengeKeyFrom('short')).toThrow(/32 characters/);
    for (const difficulty of [0, 33, 2.5, Number.NaN]) expect(() => assertDifficulty(difficulty)).toThrow();
    for (const difficulty of [1, 16, 32]) expect(() => assertDifficulty(difficulty)).not.toThrow();
  });
});
