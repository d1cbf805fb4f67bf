import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { emailSchema } from './fields.ts';

/** Used by sign-up to offer sign-in instead when the email already has an account. */
export const checkEmailExists = defineCall({
  method: 'GET',
  path: '/user/email',
  summary: 'Whether an account exists for an email address',
  tag: 'user',
  access: 'public',
  rateLimitPerMinute: 20,
  query: z.object({ email: emailSchema }),
  response: z.object({ exists: z.boolean() }),
});
