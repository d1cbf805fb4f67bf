// Affiliate leads (spec sections 3 and 7): a partner sends a visitor with the affiliate details in the
// landing URL, and the product reads the lead's address (and the last four of its SSN) to prefill the
// member's forms. The field rules here serve both the landing-URL parsing and the server.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

export const leadUuidSchema = z.uuid({ error: 'Send the lead id (leadUuid) as a UUID' });

/** The partner that sent the visitor; compared case-insensitively. */
export const utmSourceSchema = z
  .string({ error: 'Send the partner (utmSource)' })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9_.-]{0,63}$/,
    'The partner (utmSource) is 1 to 64 letters, digits, dots, dashes or underscores',
  );

export const offerIdSchema = z
  .string({ error: 'Send the offer id' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The offer id is 1 to 64 letters, digits, dashes or underscores');

/** The partner's own reference for the lead; passed on when a product is opened (e.g. checking). */
export const leadGenTransactionIdSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9_.:-]{1,128}$/,
    'The lead transaction id is 1 to 128 letters, digits, dots, colons, dashes or underscores',
  );

export const leadPersonalInformationSchema = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  /** Two-letter USPS code. */
  state: z.string(),
  /** Five digits, or ZIP+4 as `12345-6789`. */
  zipcode: z.string(),
  /** Masked to its last four digits (`•••-••-1234`); null when the partner sent none. */
  ssn: z.string().nullable(),
});
export type LeadPersonalInformation = z.infer<typeof leadPersonalInformationSchema>;

export const getLeadInfo = defineCall({
  method: 'POST',
  path: '/bidding/v1/leadGetInfo',
  summary: "The address (and masked SSN) a partner sent with the member's lead, for prefill",
  tag: 'lead',
  access: 'member',
  rateLimitPerMinute: 30,
  body: z.object({ leadUuid: leadUuidSchema, utmSource: utmSourceSchema, offerId: offerIdSchema }),
  response: z.object({ personalInformation: leadPersonalInformationSchema }),
});
