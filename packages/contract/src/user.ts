import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { booleanQuerySchema, dateOfBirthSchema, emailSchema, phoneNumberSchema } from './fields.ts';

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

export const phoneNumberEntitySchema = z.object({ number: z.string(), isVerified: z.boolean() });

export const addressEntitySchema = z.object({
  id: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.literal('US'),
  status: z.string(),
  createdOn: z.string(),
});

/** The user entity of spec section 3. */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Masked to its last four digits, and only when asked for with `withSsn`. */
  ssn: z.string().nullable(),
  isSsnVerified: z.boolean(),
  /** ISO `YYYY-MM-DD`; shown as MM/DD/YYYY. */
  dateOfBirth: z.string().nullable(),
  /**
   * True once an identity check was decided on this date of birth: the member can no longer change it
   * (409 IDENTITY_FIELD_LOCKED); member support corrects it.
   */
  isDateOfBirthLocked: z.boolean(),
  phoneNumber: phoneNumberEntitySchema.nullable(),
  addresses: z.array(addressEntitySchema),
  textPermission: z.boolean(),
  /** Only with `withProfilePicturePreview`; null while the member has no picture (initials are shown). */
  profilePicturePreview: z.string().nullable(),
  createdAt: z.string(),
});

export const getProfile = defineCall({
  method: 'GET',
  path: '/user/getProfile',
  summary: "The signed-in member's profile",
  tag: 'user',
  access: 'member',
  query: z.object({ withProfilePicturePreview: booleanQuerySchema, withSsn: booleanQuerySchema }),
  response: userProfileSchema,
});

export const getRoartag = defineCall({
  method: 'GET',
  path: '/user/roartag',
  summary: "The member's public tag, shown in the community and on referrals",
  tag: 'user',
  access: 'member',
  response: z.object({ roartag: z.string() }),
});

export const checkEmailMailable = defineCall({
  method: 'GET',
  path: '/user/email/mailable',
  summary: 'Whether product email may be sent to an address',
  tag: 'user',
  access: 'member',
  query: z.object({ email: emailSchema }),
  response: z.object({ mailable: z.boolean() }),
});

export const updateTextPermission = defineCall({
  method: 'PUT',
  path: '/user/update-text-permission',
  summary: 'Allow or stop text messages about the account',
  tag: 'user',
  access: 'member',
  body: z.object({ textPermission: z.boolean({ error: 'Choose whether we may text you' }) }),
  response: z.object({ textPermission: z.boolean() }),
});

export const updateDateOfBirth = defineCall({
  method: 'PUT',
  path: '/user/update-date-of-birth',
  summary: "Set the member's date of birth (MM-DD-YYYY); 409 IDENTITY_FIELD_LOCKED once an identity check used it",
  tag: 'user',
  access: 'member',
  body: z.object({ dateOfBirth: dateOfBirthSchema }),
  response: z.object({ dateOfBirth: z.string() }),
});

/**
 * Changing the phone number. When the member already has a verified number, the first call sends a
 * code to it and answers `mfaRequired`; the second call carries that code in `mfaVerification`.
 * The new number then still needs verifying through `/contact/verify`.
 */
export const initiatePhoneNumberUpdate = defineCall({
  method: 'POST',
  path: '/user/initiatePhoneNumber/update',
  summary: 'Start changing the phone number, with a code to the current number when one is verified',
  tag: 'user',
  access: 'member',
  rateLimitPerMinute: 10,
  body: z.object({
    phoneNumber: phoneNumberSchema,
    mfaVerification: z
      .object({
        mfaId: z.string().min(1),
        mfaVerificationCode: z.string().regex(/^\d{4,10}$/, 'Enter the code we sent'),
        returnContact: z.boolean().optional(),
      })
      .optional(),
  }),
  response: z.discriminatedUnion('status', [
    z.object({ status: z.literal('mfaRequired'), mfaId: z.string(), sentTo: z.string() }),
    z.object({ status: z.literal('updated'), phoneNumber: phoneNumberEntitySchema }),
  ]),
});
