// Verifying a phone number by a code sent to it (spec section 7 "GET and POST /contact/verify").
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { phoneNumberSchema } from './fields.ts';

export const verificationCodeLength = 6;

/** Sends a fresh code to the number and opens a verification session. */
export const startContactVerification = defineCall({
  method: 'GET',
  path: '/contact/verify',
  summary: 'Send a verification code to a phone number',
  tag: 'contact',
  access: 'member',
  rateLimitPerMinute: 5,
  query: z.object({ phoneNumber: phoneNumberSchema }),
  response: z.object({
    sessionId: z.string(),
    codeLength: z.number().int(),
    /** The number the code went to, masked but for its last four digits. */
    sentTo: z.string(),
    expiresInSeconds: z.number().int(),
  }),
});

/** Spec section 4: verification succeeds only when `code` is 1; otherwise `description` is shown. */
export const verifiedCode = 1;

export const verifyContact = defineCall({
  method: 'POST',
  path: '/contact/verify',
  summary: 'Check a verification code',
  tag: 'contact',
  access: 'member',
  rateLimitPerMinute: 10,
  body: z.object({
    sessionId: z.string().min(1),
    code: z.string().regex(/^\d{4,10}$/, 'Enter the code we sent'),
  }),
  response: z.object({ code: z.number().int(), description: z.string() }),
});
