// An offer as `marketplace_offers_shown` keeps it, read back for the member. Rows written before a loan's
// interest rate and APR were two figures hold one rate, named APR, that was the interest rate; they are
// read with the loan worked out again from what the row holds (amount, term, fee, that rate), so the
// member never reads an interest rate labelled APR. The row itself is left as it was shown.
import { type Offer, offerSchema } from '@fernleaf/contract/marketplace';
import { z } from 'zod';
import { loanTermsOf } from './offer-terms.ts';

const legacyLoanTermsSchema = z.object({
  kind: z.literal('personal-loan'),
  aprMinBps: z.number().int().nonnegative(),
  aprMaxBps: z.number().int().nonnegative(),
  estimatedAprBps: z.number().int().nonnegative(),
  amountCents: z.number().int().positive(),
  termMonths: z.number().int().positive(),
  originationFeeCents: z.number().int().nonnegative(),
});

export function storedOffer(stored: unknown): Offer {
  const terms = z.object({ terms: z.record(z.string(), z.unknown()) }).safeParse(stored);
  if (terms.success && terms.data.terms.kind === 'personal-loan' && !('interestRateMinBps' in terms.data.terms)) {
    const legacy = legacyLoanTermsSchema.parse(terms.data.terms);
    return offerSchema.parse({
      ...(stored as object),
      terms: loanTermsOf({
        interestRateMinBps: legacy.aprMinBps,
        interestRateMaxBps: legacy.aprMaxBps,
        termMonths: legacy.termMonths,
        amountCents: legacy.amountCents,
        originationFeeCents: legacy.originationFeeCents,
        rateBps: legacy.estimatedAprBps,
      }),
    });
  }
  return offerSchema.parse(stored);
}
