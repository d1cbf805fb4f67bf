// The human-verification check: a self-hosted ALTCHA proof of work (PoW v2, `altcha-lib`) instead of a
// third-party captcha. The browser finds a counter whose key, derived from the challenge's nonce and
// salt, starts with the challenge's key prefix; it trades that solution for a single-use token, and a
// call that wants a person (sign-up) spends that token. See docs/decisions/035-maintained-pdf-and-human-check.md.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** How long a token lives once issued; a call spends it at most once within this time. */
export const humanTokenTtlSeconds = 10 * 60;

const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]+$/, 'Expected lowercase hex')
    .max(max);

/** ALTCHA's challenge parameters, signed by the server as they are: any change voids the signature. */
const challengeParameters = z.object({
  algorithm: z.string().max(32),
  nonce: hex(128),
  salt: hex(128),
  cost: z.number().int().positive(),
  keyLength: z.number().int().positive().max(64),
  /** The derived key must start with this hex; each hex digit asks for 16 times the work. */
  keyPrefix: hex(128).min(1),
  /** Seconds since the epoch. */
  expiresAt: z.number().int().positive(),
});

/** An ALTCHA challenge as issued: its parameters and their HMAC signature. */
export const humanChallengeSchema = z.object(
  { parameters: challengeParameters, signature: hex(128).min(1) },
  { error: 'Send the challenge you solved' },
);

export const createHumanChallenge = defineCall({
  method: 'POST',
  path: '/turnstile/challenge',
  summary: 'A proof-of-work challenge that shows a person (their browser) is behind a request',
  tag: 'turnstile',
  access: 'public',
  rateLimitPerMinute: 30,
  response: z.object({
    /** Sent back as it is with the solution. */
    challenge: humanChallengeSchema,
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
  /** ALTCHA's payload: the challenge and the solution the browser found. */
  body: z.object({
    challenge: humanChallengeSchema,
    solution: z.object(
      {
        counter: z.number().int().min(0).max(0xffffffff),
        derivedKey: hex(128).min(2),
      },
      { error: 'Send the answer that solves the challenge' },
    ),
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
