// The sign-in service's own pages call these while an OpenID Connect interaction is open: the
// interaction cookie set by the service says which one, so none of them takes an id.
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { emailSchema, passwordSchema, personNameSchema } from './fields.ts';
import { humanTokenSchema } from './turnstile.ts';

/** Partners of a creator campaign get their own branded sign-in and sign-up pages. */
export const partnerBrandSchema = z.string().regex(/^[a-z0-9-]{2,32}$/);

export const interactionScreens = ['sign-in', 'sign-up'] as const;

export const getSignInInteraction = defineCall({
  method: 'GET',
  path: '/auth/interaction',
  summary: 'The open sign-in interaction: which screen to show and for which partner',
  tag: 'auth',
  access: 'public',
  response: z.object({
    uid: z.string(),
    screen: z.enum(interactionScreens),
    /** A creator-campaign partner, when the member came through one. */
    brand: z.string().nullable(),
  }),
});

const continueResponse = z.object({
  /** Where the browser goes next to finish signing in. */
  redirectTo: z.string(),
});

export const signIn = defineCall({
  method: 'POST',
  path: '/auth/interaction/sign-in',
  summary: 'Sign in with email and password inside the open interaction',
  tag: 'auth',
  access: 'public',
  rateLimitPerMinute: 10,
  body: z.object({
    email: emailSchema,
    password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(128),
    rememberBrowser: z.boolean(),
  }),
  response: continueResponse,
});

export const signUp = defineCall({
  method: 'POST',
  path: '/auth/interaction/sign-up',
  summary: 'Create an account and sign in inside the open interaction',
  tag: 'auth',
  access: 'public',
  rateLimitPerMinute: 10,
  body: z.object({
    firstName: personNameSchema('first name'),
    lastName: personNameSchema('last name'),
    email: emailSchema,
    password: passwordSchema,
    rememberBrowser: z.boolean(),
    /** From the human check (`/turnstile/verify`): sign-up is for people, not scripts. */
    humanToken: humanTokenSchema,
  }),
  response: continueResponse,
});

/** The web app's registration at the sign-in service (a public client: PKCE, no secret). */
export const webClientId = 'fernleaf-web';
/** Scopes the web app asks for; `api` is what the API's access tokens carry. */
export const webScopes = 'openid email profile api';
/** The sign-in service lives on the same origin, under this path. */
export const signInServicePath = '/oidc';

/** Digits of the code a password reset sends by email. */
export const passwordResetCodeLength = 8;

/**
 * "Forgot password": sends a code to the email when it has an account. The answer is the same either
 * way, so the call never tells whether an address has an account.
 */
export const requestPasswordReset = defineCall({
  method: 'POST',
  path: '/auth/password-reset',
  summary: 'Send a code to reset a forgotten password (same answer whether or not the email has an account)',
  tag: 'auth',
  access: 'public',
  rateLimitPerMinute: 10,
  body: z.object({ email: emailSchema }),
  response: z.object({
    /** Minutes the code stays valid. */
    expiresInMinutes: z.number().int(),
  }),
});

/** Sets a new password with the emailed code; every signed-in browser and refresh token of the member ends. */
export const resetPassword = defineCall({
  method: 'POST',
  path: '/auth/password-reset/confirm',
  summary: 'Set a new password with the code from the email',
  tag: 'auth',
  access: 'public',
  rateLimitPerMinute: 10,
  body: z.object({
    email: emailSchema,
    code: z
      .string({ error: 'Enter the code from the email' })
      .trim()
      .regex(
        new RegExp(`^\\d{${passwordResetCodeLength}}$`),
        `Enter the ${passwordResetCodeLength}-digit code from the email`,
      ),
    password: passwordSchema,
  }),
  response: z.object({ reset: z.literal(true) }),
});
