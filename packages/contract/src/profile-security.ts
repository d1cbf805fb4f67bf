// The profile's security page: change the password, change the email (confirmed by a code sent to the
// new address), and see the browsers signed in to the account and sign them out. The spec shows no
// path for these; they follow its style under `/profile/security`.
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { emailSchema, passwordSchema } from './fields.ts';

export const emailChangeCodeLength = 6;
export const emailChangeCodeTtlSeconds = 15 * 60;

export const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(128, 'Enter your current password'),
    // The sign-up rules: a new password is held to what a new account's is.
    newPassword: passwordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password other than your current one',
  });

/**
 * Asks for the current password; on success every other signed-in browser is signed out (their
 * refresh tokens stop working) and the member is told by email.
 */
export const changePassword = defineCall({
  method: 'POST',
  path: '/profile/security/password',
  summary: 'Change the password, signing out every other browser',
  tag: 'profile-security',
  access: 'member',
  idempotent: true,
  // Guessing the current password with a stolen token is slowed to a few tries a minute.
  rateLimitPerMinute: 5,
  body: changePasswordBody,
  response: z.object({ signedOutBrowsers: z.number().int().nonnegative() }),
});

export const startEmailChangeBody = z.object({ newEmail: emailSchema });

/** Sends a single-use code to the new address; the email changes only once the code comes back. */
export const startEmailChange = defineCall({
  method: 'POST',
  path: '/profile/security/email',
  summary: 'Send a code to a new email address, to change to it',
  tag: 'profile-security',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 5,
  body: startEmailChangeBody,
  response: z.object({
    sentTo: z.string(),
    codeLength: z.number().int(),
    expiresInSeconds: z.number().int(),
  }),
});

export const confirmEmailChangeBody = z.object({
  code: z
    .string({ error: 'Enter the code we sent' })
    .trim()
    .regex(new RegExp(`^\\d{${emailChangeCodeLength}}$`), `Enter the ${emailChangeCodeLength}-digit code we sent`),
});

/**
 * Not idempotent on purpose: a code is single-use, which already makes a repeat harmless, and its
 * wrong tries must be counted even though the call fails (an idempotent call rolls back what a
 * failure wrote).
 */
export const confirmEmailChange = defineCall({
  method: 'POST',
  path: '/profile/security/email/confirm',
  summary: 'Confirm the code sent to the new email address; the old address is told',
  tag: 'profile-security',
  access: 'member',
  rateLimitPerMinute: 10,
  body: confirmEmailChangeBody,
  response: z.object({ email: z.string() }),
});

export const signedInBrowserSchema = z.object({
  /** Opaque id of the sign-in session in that browser. */
  id: z.string(),
  /** e.g. "Chrome on Windows"; "Unknown browser" when the browser did not say. */
  description: z.string(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The browser this request came from. */
  isCurrent: z.boolean(),
});
export type SignedInBrowser = z.infer<typeof signedInBrowserSchema>;

export const listSignedInBrowsers = defineCall({
  method: 'GET',
  path: '/profile/security/sessions',
  summary: 'The browsers signed in to the account, this one first',
  tag: 'profile-security',
  access: 'member',
  response: z.object({ browsers: z.array(signedInBrowserSchema) }),
});

export const signOutOtherBrowsers = defineCall({
  method: 'POST',
  path: '/profile/security/sessions/sign-out-others',
  summary: 'Sign out every browser but this one',
  tag: 'profile-security',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 10,
  response: z.object({ signedOutBrowsers: z.number().int().nonnegative() }),
});

/** Signing out this browser itself goes through the ordinary sign-out, so it is refused here. */
export const signOutBrowser = defineCall({
  method: 'DELETE',
  path: '/profile/security/sessions/:sessionId',
  summary: 'Sign out one other browser',
  tag: 'profile-security',
  access: 'member',
  rateLimitPerMinute: 20,
  params: z.object({ sessionId: z.string().min(1).max(64) }),
  response: z.object({ signedOut: z.literal(true) }),
});
