// The affiliate details of spec section 3, read from the landing URL a partner sent the visitor to
// (`?leadGenTransactionId=...&leadUuid=...&offerId=...&phone=...&utmSource=...`). Each value is checked
// with the contract's rule for it; a value that breaks its rule is left out rather than trusted.
import { phoneNumberSchema } from '@fernleaf/contract/fields';
import { leadGenTransactionIdSchema, leadUuidSchema, offerIdSchema, utmSourceSchema } from '@fernleaf/contract/lead';
import { z } from 'zod';

export const affiliateDetailsSchema = z.object({
  leadGenTransactionId: z.string().nullable(),
  leadUuid: z.string().nullable(),
  offerId: z.string().nullable(),
  /** Ten digits. */
  phone: z.string().nullable(),
  /** Lower case. */
  utmSource: z.string().nullable(),
});
export type AffiliateDetails = z.infer<typeof affiliateDetailsSchema>;

export type AffiliateLead = { leadUuid: string; utmSource: string; offerId: string };

/** Campaign links often spell the partner `utm_source`; the spec's name wins when both are there. */
const parameterNames = {
  leadGenTransactionId: ['leadGenTransactionId'],
  leadUuid: ['leadUuid'],
  offerId: ['offerId'],
  phone: ['phone'],
  utmSource: ['utmSource', 'utm_source'],
} as const satisfies Record<keyof AffiliateDetails, readonly string[]>;

const rules: Record<keyof AffiliateDetails, z.ZodType<string, string>> = {
  leadGenTransactionId: leadGenTransactionIdSchema,
  leadUuid: leadUuidSchema.transform((uuid) => uuid.toLowerCase()),
  offerId: offerIdSchema,
  phone: phoneNumberSchema,
  utmSource: utmSourceSchema,
};

function detailOf(params: URLSearchParams, field: keyof AffiliateDetails): string | null {
  for (const name of parameterNames[field]) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = rules[field].safeParse(raw);
    return parsed.success ? parsed.data : null;
  }
  return null;
}

/** The details in a query string, or null when it carries none (a page the visitor reached later). */
export function parseAffiliateDetails(search: string): AffiliateDetails | null {
  const params = new URLSearchParams(search);
  const details: AffiliateDetails = {
    leadGenTransactionId: detailOf(params, 'leadGenTransactionId'),
    leadUuid: detailOf(params, 'leadUuid'),
    offerId: detailOf(params, 'offerId'),
    phone: detailOf(params, 'phone'),
    utmSource: detailOf(params, 'utmSource'),
  };
  return Object.values(details).some((value) => value !== null) ? details : null;
}

/** What leadGetInfo needs: the lead, the partner and the offer, all three. */
export function leadOf(details: AffiliateDetails | null): AffiliateLead | null {
  if (!details?.leadUuid || !details.utmSource || !details.offerId) return null;
  return { leadUuid: details.leadUuid, utmSource: details.utmSource, offerId: details.offerId };
}
