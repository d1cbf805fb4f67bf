import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { referralCodeSchema } from './fields.ts';

export const validateReferralCode = defineCall({
  method: 'POST',
  path: '/referral/referralCode',
  summary: 'Whether a referral code belongs to a member who can refer',
  tag: 'referral',
  access: 'public',
  rateLimitPerMinute: 30,
  body: z.object({ referralCode: referralCodeSchema }),
  response: z.object({
    referralCode: z.string(),
    isValid: z.boolean(),
    /** Shown as "Invited by {first name}"; only the first name, never more of the referrer. */
    referrerFirstName: z.string().nullable(),
  }),
});
