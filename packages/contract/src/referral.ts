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

/** A member may say who referred them only within this many days of joining. */
export const referralSignUpWindowDays = 30;

export const recordReferralSignUp = defineCall({
  method: 'POST',
  path: '/referral/signup',
  summary: 'Records who referred the signed-in member; sending the same code again answers the same referrer',
  tag: 'referral',
  access: 'member',
  rateLimitPerMinute: 20,
  body: z.object({ referralCode: referralCodeSchema }),
  response: z.object({ referrerFirstName: z.string() }),
});

export const getUserReferral = defineCall({
  method: 'POST',
  path: '/referral/userReferral',
  summary: "The member's own referral code (made on the first call), its share link and how many joined with it",
  tag: 'referral',
  access: 'member',
  response: z.object({
    referralCode: z.string(),
    /** `{PUBLIC_URL}/onboarding/signup?referralCode={code}`. */
    shareLink: z.string(),
    /** Members who said this code referred them. */
    signUpCount: z.number().int().nonnegative(),
    /** False when the code was retired: it no longer credits new members and no new one is made. */
    isActive: z.boolean(),
  }),
});
