// Rules of the human-verification check. Challenges are stateless: the challenge id carries its salt,
// difficulty and expiry under an HMAC, so issuing one writes nothing. Answering one issues a random
// token whose hash is stored, which is what makes each token (and each challenge) good for one use.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  humanChallengeInput,
  humanTokenTtlSeconds,
  leadingZeroBits,
  maxHumanChallengeDifficulty,
} from '@fernleaf/contract/turnstile';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../platform/errors.ts';
import { insertHumanToken, spendHumanToken } from './repo.ts';

/**
 * 2^16 hashes on average: about 0.3-0.6 s with crypto.subtle in a browser on a 2-core laptop. Each
 * extra bit doubles the work; the time to solve is spread exponentially, so a few solves take 3x the mean.
 */
export const defaultHumanChallengeDifficulty = 16;

/** Long enough for a slow phone to solve and send the answer. */
export const humanChallengeTtlSeconds = 5 * 60;

// A stored token row is what stops a challenge being answered twice, and rows are deleted once
// their token expires; so a token must outlive every challenge still open when it was issued.
if (humanTokenTtlSeconds < humanChallengeTtlSeconds) throw new Error('human tokens must outlive challenges');

export interface ChallengeSettings {
  difficulty: number;
  ttlSeconds: number;
}

export interface IssuedChallenge {
  challengeId: string;
  algorithm: 'SHA-256';
  salt: string;
  difficulty: number;
  expiresAt: string;
}

/** A key for challenge signatures alone, so the secret shared with cookie signing never signs a challenge itself. */
export function challengeKeyFrom(secret: string): Buffer {
  if (secret.length < 32) throw new Error('The human-check secret must be at least 32 characters');
  return createHmac('sha256', secret).update('fernleaf/human-check/challenge/v1').digest();
}

export function assertDifficulty(difficulty: number): void {
  if (!Number.isInteger(difficulty) || difficulty < 1 || difficulty > maxHumanChallengeDifficulty) {
    throw new Error(`Human-check difficulty must be an integer from 1 to ${maxHumanChallengeDifficulty}`);
  }
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `salt.difficulty.expiresAtMs.signature`; the salt is 16 random bytes, base64url. */
const challengeIdPattern = /^([A-Za-z0-9_-]{22})\.(\d{1,2})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export function issueChallenge(key: Buffer, settings: ChallengeSettings, now = Date.now()): IssuedChallenge {
  const salt = randomBytes(16).toString('base64url');
  const expiresAtMs = now + settings.ttlSeconds * 1000;
  const payload = `${salt}.${settings.difficulty}.${expiresAtMs}`;
  return {
    challengeId: `${payload}.${sign(key, payload)}`,
    algorithm: 'SHA-256',
    salt,
    difficulty: settings.difficulty,
    expiresAt: new Date(expiresAtMs).toISOString(),
  };
}

export type ChallengeReading =
  | { outcome: 'valid'; salt: string; difficulty: number }
  | { outcome: 'tampered' }
  | { outcome: 'expired' };

/** Trusts nothing in the id until its signature matches; only then is the expiry looked at. */
export function readChallenge(key: Buffer, challengeId: string, now = Date.now()): ChallengeReading {
  const match = challengeIdPattern.exec(challengeId);
  if (!match) return { outcome: 'tampered' };
  const [, salt = '', difficultyText = '', expiresAtText = '', signature = ''] = match;
  const expected = Buffer.from(sign(key, `${salt}.${difficultyText}.${expiresAtText}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { outcome: 'tampered' };
  if (Number(expiresAtText) <= now) return { outcome: 'expired' };
  return { outcome: 'valid', salt, difficulty: Number(difficultyText) };
}

export function solvesChallenge(challenge: { salt: string; difficulty: number }, nonce: number): boolean {
  const digest = createHash('sha256').update(humanChallengeInput(challenge.salt, nonce)).digest();
  return leadingZeroBits(digest) >= challenge.difficulty;
}

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Checks an answer and issues the single-use token; each refusal names the field at fault. */
export async function answerChallenge(
  db: Db,
  key: Buffer,
  answer: { challengeId: string; nonce: number },
  now = Date.now(),
): Promise<{ token: string; expiresAt: string }> {
  const challenge = readChallenge(key, answer.challengeId, now);
  if (challenge.outcome === 'tampered') {
    throw validationFailed({ challengeId: 'This check is not one we issued. Start a new one.' });
  }
  if (challenge.outcome === 'expired') {
    throw validationFailed({ challengeId: 'This check has expired. Start a new one.' });
  }
  if (!solvesChallenge(challenge, answer.nonce)) {
    throw validationFailed({ nonce: 'That answer does not solve the check' });
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + humanTokenTtlSeconds * 1000);
  const issued = await insertHumanToken(db, {
    tokenHash: sha256Hex(token),
    challengeHash: sha256Hex(answer.challengeId),
    expiresAt,
  });
  if (!issued) throw validationFailed({ challengeId: 'This check was already used. Start a new one.' });
  return { token, expiresAt: expiresAt.toISOString() };
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * For calls that need a person (sign-up): true once for a token issued in the last 10 minutes,
 * false for any other value, a spent token or an expired one.
 */
export async function consumeHumanToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!tokenPattern.test(token)) return false;
  return spendHumanToken(db, sha256Hex(token), now);
}
