// The human-verification check: a self-hosted proof of work instead of a third-party captcha. The
// browser finds a nonce whose SHA-256 over `salt + nonce` starts with `difficulty` zero bits, trades
// it for a single-use token, and a call that wants a person (sign-up) spends that token.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** How long a token lives once issued; a call spends it at most once within this time. */
export const humanTokenTtlSeconds = 10 * 60;

/** Beyond this a challenge would take minutes in a browser; below 1 it proves nothing. */
export const maxHumanChallengeDifficulty = 32;

/** What is hashed for a nonce: the salt, then the nonce in decimal, as UTF-8. Solver and verifier share it. */
export function humanChallengeInput(salt: string, nonce: number): string {
  return `${salt}${nonce}`;
}

/** The number of zero bits a digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const createHumanChallenge = defineCall({
  method: 'POST',
  path: '/turnstile/challenge',
  summary: 'A proof-of-work challenge that shows a person (their browser) is behind a request',
  tag: 'turnstile',
  access: 'public',
  rateLimitPerMinute: 30,
  response: z.object({
    /** Opaque; carries the signed salt, difficulty and expiry, and is sent back with the answer. */
    challengeId: z.string(),
    algorithm: z.literal('SHA-256'),
    salt: z.string(),
    /** Leading zero bits the digest of `salt + nonce` must have. */
    difficulty: z.number().int().min(1).max(maxHumanChallengeDifficulty),
    /** ISO date-time after which the answer is refused. */
    expiresAt: z.iso.datetime(),
  }),
});

export const verifyHumanChallenge = defineCall({
  method: 'POST',
  path: '/turnstile/verify',
  summary: 'Trade a solved challenge for a single-use token that a call needing a person accepts',
  tag: 'turnstile',
  access: 'public',
  rateLimitPerMinute: 30,
  body: z.object({
    challengeId: z.string({ error: 'Send the challenge you solved' }).min(1, 'Send the challenge you solved').max(512),
    nonce: z
      .number({ error: 'Send the number that solves the challenge' })
      .int('Send the number that solves the challenge')
      .min(0, 'Send the number that solves the challenge')
      .max(Number.MAX_SAFE_INTEGER, 'Send the number that solves the challenge'),
  }),
  response: z.object({
    /** Opaque and single use: the call that needs a person takes it in its body. */
    token: z.string(),
    expiresAt: z.iso.datetime(),
  }),
});

/** How a call that needs a person takes the token, e.g. sign-up's body field `humanToken`. */
export const humanTokenSchema = z
  .string({ error: 'Complete the check that you are a person' })
  .min(1, 'Complete the check that you are a person')
  .max(128);
