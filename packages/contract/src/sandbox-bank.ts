// The sandbox aggregators' own sign-in API, called by their sign-in screen (not by the product's
// pages). A real Plaid, Finicity or Akoya screen talks to its provider the same way.
import { z } from 'zod';
import { linkSessionSchema } from './bank.ts';
import { defineCall } from './define-call.ts';

const sessionParams = z.object({ linkSessionId: z.uuid({ error: 'Enter a valid link session id' }) });

export const providerLoginResultSchema = z.object({
  status: z.enum(['AUTHORIZED', 'MFA_REQUIRED', 'INVALID_CREDENTIALS', 'FAILED']),
  /** The provider's message for MFA_REQUIRED, INVALID_CREDENTIALS and FAILED. */
  message: z.string().nullable(),
  /** With AUTHORIZED (Plaid and Finicity style): exchanged through the product's login-success call. */
  publicToken: z.string().nullable(),
  /** With AUTHORIZED (Akoya style): where the provider sends the browser back, with code and state. */
  redirectUrl: z.string().nullable(),
});
export type ProviderLoginResult = z.infer<typeof providerLoginResultSchema>;

/** Failed sign-ins at the provider before the session closes. */
export const providerMaxLoginAttempts = 3;

export const showProviderSession = defineCall({
  method: 'GET',
  path: '/sandbox/bank/link-sessions/:linkSessionId',
  summary: 'Sandbox provider: the link session its sign-in screen shows',
  tag: 'sandbox',
  access: 'member',
  params: sessionParams,
  response: linkSessionSchema,
});

export const providerLogin = defineCall({
  method: 'POST',
  path: '/sandbox/bank/link-sessions/:linkSessionId/login',
  summary: "Sandbox provider: signs in at the member's bank",
  tag: 'sandbox',
  access: 'member',
  rateLimitPerMinute: 20,
  params: sessionParams,
  body: z.object({
    username: z.string({ error: 'Enter your username' }).trim().min(1, 'Enter your username').max(100),
    password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(100),
  }),
  response: providerLoginResultSchema,
});

export const providerMfa = defineCall({
  method: 'POST',
  path: '/sandbox/bank/link-sessions/:linkSessionId/mfa',
  summary: 'Sandbox provider: answers the verification code the bank asked for',
  tag: 'sandbox',
  access: 'member',
  rateLimitPerMinute: 20,
  params: sessionParams,
  body: z.object({
    code: z
      .string({ error: 'Enter the code' })
      .trim()
      .regex(/^\d{4,8}$/, 'Enter the 4 to 8 digit code'),
  }),
  response: providerLoginResultSchema,
});
