// Rules of the human-verification check, on ALTCHA's proof of work (altcha-lib, PoW v2). Challenges
// are stateless: ALTCHA signs their parameters (nonce, salt, key prefix, expiry) with an HMAC, so
// issuing one writes nothing. Answering one issues a random token whose hash is stored, which is what
// makes each token (and each challenge) good for one use.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { CallResponse } from '@fernleaf/contract/define-call';
import { type createHumanChallenge, humanTokenTtlSeconds } from '@fernleaf/contract/turnstile';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../platform/errors.ts';
import { insertHumanToken, spendHumanToken } from './repo.ts';

/**
 * 16 bits, a 4-digit key prefix: 2^16 single SHA-256 tries on average, about 0.3-0.6 s with
 * crypto.subtle in a browser on a 2-core laptop. Each extra hex digit multiplies the work by 16; the
 * time to solve is spread exponentially, so a few solves take 3x the mean.
 */
export const defaultHumanChallengeDifficulty = 16;

/** ALTCHA's key prefix is hex, so the difficulty moves in steps of 4 bits; past 32 a browser takes minutes. */
const maxHumanChallengeDifficulty = 32;

/** Long enough for a slow phone to solve and send the answer. */
export const humanChallengeTtlSeconds = 5 * 60;

/**
 * One SHA-256 per try (ALTCHA's iterated SHA at cost 1): the same work per try as a browser's
 * crypto.subtle digest, so the difficulty alone sets the time to solve.
 */
const algorithm = 'SHA-256';
const cost = 1;

// A stored token row is what stops a challenge being answered twice, and rows are deleted once
// their token expires; so a token must outlive every challenge still open when it was issued.
if (humanTokenTtlSeconds < humanChallengeTtlSeconds) throw new Error('human tokens must outlive challenges');

export interface ChallengeSettings {
  /** Leading zero bits the derived key must have: a multiple of 4 from 4 to 32. */
  difficulty: number;
  ttlSeconds: number;
}

export type IssuedChallenge = CallResponse<typeof createHumanChallenge>;

/** A key for challenge signatures alone, so the secret shared with cookie signing never signs a challenge itself. */
export function challengeKeyFrom(secret: string): string {
  if (secret.length < 32) throw new Error('The human-check secret must be at least 32 characters');
  return createHmac('sha256', secret).update('fernleaf/human-check/challenge/v2').digest('hex');
}

export function assertDifficulty(difficulty: number): void {
  if (
    !Number.isInteger(difficulty) ||
    difficulty < 4 ||
    difficulty > maxHumanChallengeDifficulty ||
    difficulty % 4 !== 0
  ) {
    throw new Error(`Human-check difficulty must be a multiple of 4 from 4 to ${maxHumanChallengeDifficulty}`);
  }
}

export async function issueChallenge(
  key: string,
  settings: ChallengeSettings,
  now = Date.now(),
): Promise<IssuedChallenge> {
  const expiresAtSeconds = Math.floor(now / 1000) + settings.ttlSeconds;
  const challenge = await createChallenge({
    algorithm,
    cost,
    deriveKey,
    keyPrefix: '0'.repeat(settings.difficulty / 4),
    expiresAt: expiresAtSeconds,
    hmacSignatureSecret: key,
  });
  const { parameters, signature } = challenge;
  if (!signature || parameters.expiresAt === undefined) throw new Error('ALTCHA left the challenge unsigned');
  return {
    challenge: { parameters: { ...parameters, expiresAt: parameters.expiresAt }, signature },
    expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
  };
}

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Checks an answer and issues the single-use token; each refusal names the field at fault. */
export async function answerChallenge(
  db: Db,
  key: string,
  answer: { challenge: Challenge; solution: Solution },
  now = Date.now(),
): Promise<{ token: string; expiresAt: string }> {
  const { challenge, solution } = answer;
  // ALTCHA compares expiry with the clock; a `now` in the past or future is for tests of this rule.
  if ((challenge.parameters.expiresAt ?? 0) * 1000 <= now) {
    throw validationFailed({ challenge: 'This check has expired. Start a new one.' });
  }
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key });
  if (result.invalidSignature || result.expired) {
    throw validationFailed({ challenge: 'This check is not one we issued. Start a new one.' });
  }
  if (!result.verified) throw validationFailed({ solution: 'That answer does not solve the check' });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + humanTokenTtlSeconds * 1000);
  const issued = await insertHumanToken(db, {
    tokenHash: sha256Hex(token),
    // The signature covers the challenge's random nonce and salt, so it names the challenge.
    challengeHash: sha256Hex(challenge.signature ?? ''),
    expiresAt,
  });
  if (!issued) throw validationFailed({ challenge: 'This check was already used. Start a new one.' });
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
