// A fresh check that the person at the screen is the member (decision 026): the password again, or a
// code texted to the verified phone. It opens a short window, on this sign-in session only, in which
// full card and account numbers may be shown.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** How long a step-up check lets full numbers be shown. */
export const stepUpWindowSeconds = 5 * 60;
/** Wrong passwords or codes in a row before step-up checks pause. */
export const maxStepUpFailures = 5;
/** How long they pause, counted from the first of those failures. */
export const stepUpLockMinutes = 15;

export const stepUpGrantSchema = z.object({
  /** ISO time after which full numbers need another check. */
  grantedUntil: z.string(),
  windowSeconds: z.number().int(),
});
export type StepUpGrant = z.infer<typeof stepUpGrantSchema>;

/** Texts a code to the member's verified phone; answers 409 when there is none. */
export const startStepUpCode = defineCall({
  method: 'POST',
  path: '/security/step-up/code',
  summary: "Texts a step-up code to the member's verified phone",
  tag: 'security',
  access: 'member',
  rateLimitPerMinute: 5,
  response: z.object({
    sessionId: z.string(),
    codeLength: z.number().int(),
    /** The number the code went to, masked but for its last four digits. */
    sentTo: z.string(),
    expiresInSeconds: z.number().int(),
  }),
});

export const stepUpBodySchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('password'),
      password: z
        .string({ error: 'Enter your password' })
        .min(1, 'Enter your password')
        .max(200, 'Enter your password'),
    }),
    z.object({
      method: z.literal('code'),
      sessionId: z.string({ error: 'Send a code first' }).min(1, 'Send a code first').max(64),
      code: z.string({ error: 'Enter the code we sent' }).regex(/^\d{4,10}$/, 'Enter the code we sent'),
    }),
  ],
  { error: 'Choose how to confirm it is you: password or code' },
);
export type StepUpBody = z.infer<typeof stepUpBodySchema>;

/**
 * Checks the password or the texted code. A wrong one answers 422 naming the field; after
 * `maxStepUpFailures` in a row, 429 STEP_UP_LOCKED for `stepUpLockMinutes`.
 */
export const stepUp = defineCall({
  method: 'POST',
  path: '/security/step-up',
  summary: 'Confirms it is the member (password or texted code) before full numbers are shown',
  tag: 'security',
  access: 'member',
  rateLimitPerMinute: 10,
  body: stepUpBodySchema,
  response: stepUpGrantSchema,
});
