// The answers a visitor gives on the way through a flow, as the steps keep them: each checked by its
// step with the contract's schema, and put together into an application only at the end.
import type { AddressFormField } from '@fernleaf/contract/address';
import { employmentStatuses } from '@fernleaf/contract/income-profile';
import {
  cardPurposes,
  creditScoreBands,
  educationLevels,
  type MarketplacePrefill,
  paycheckTypes,
} from '@fernleaf/contract/marketplace';
import { loanPurposes } from '@fernleaf/contract/marketplace-flows';
import { payFrequencies } from '@fernleaf/contract/pay-schedule';
import { z } from 'zod';

export type AddressValues = Record<AddressFormField, string>;

const cents = z.number().int().nonnegative();
const text = z.string();

// Each field is dropped on its own when a stored entry no longer has its shape (an older build, or a
// hand edit), so one bad answer does not lose the others.
const storedAnswersSchema = z.object({
  loanAmountCents: cents.optional().catch(undefined),
  loanPurpose: z.enum(loanPurposes).optional().catch(undefined),
  debtAmountCents: cents.optional().catch(undefined),
  cardPurpose: z.enum(cardPurposes).optional().catch(undefined),
  email: text.optional().catch(undefined),
  creditScoreBand: z.enum(creditScoreBands).optional().catch(undefined),
  firstName: text.optional().catch(undefined),
  lastName: text.optional().catch(undefined),
  /** As typed, MM/DD/YYYY. */
  dateOfBirth: text.optional().catch(undefined),
  /** Ten digits. */
  phoneNumber: text.optional().catch(undefined),
  address: z.object({ streetAddress: text, apt: text, city: text, state: text, zip: text }).optional().catch(undefined),
  employment: z
    .object({ employmentStatus: z.enum(employmentStatuses), employerName: text.nullable() })
    .optional()
    .catch(undefined),
  annualIncomeCents: cents.optional().catch(undefined),
  paycheckFrequency: z.enum(payFrequencies).optional().catch(undefined),
  paycheckType: z.enum(paycheckTypes).optional().catch(undefined),
  education: z.enum(educationLevels).optional().catch(undefined),
  primaryBank: z.object({ include: z.boolean(), bankName: text.nullable() }).optional().catch(undefined),
  /** Nine digits; kept in memory only (see the store). */
  ssn: text.optional().catch(undefined),
});

export type FlowAnswers = z.output<typeof storedAnswersSchema>;

/** What a stored entry still holds that has the shape of an answer. */
export function sanitiseAnswers(stored: unknown): FlowAnswers {
  const parsed = storedAnswersSchema.safeParse(stored && typeof stored === 'object' ? stored : {});
  return parsed.success ? withoutUndefined(parsed.data) : {};
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** The prefill's MM-DD-YYYY as the step shows it, MM/DD/YYYY. */
export function dateOfBirthAsTyped(prefilled: string): string {
  return prefilled.replaceAll('-', '/');
}

/**
 * The member's records as answers, for the steps they skip and the forms they start from. The primary
 * bank is left out: whether to share it is the member's choice each time, only its name is prefilled.
 */
export function answersFromPrefill(prefill: MarketplacePrefill): FlowAnswers {
  return withoutUndefined<FlowAnswers>({
    email: prefill.email,
    firstName: prefill.firstName,
    lastName: prefill.lastName,
    dateOfBirth: prefill.dateOfBirth === null ? undefined : dateOfBirthAsTyped(prefill.dateOfBirth),
    phoneNumber: prefill.phoneNumber ?? undefined,
    address: prefill.address
      ? {
          streetAddress: prefill.address.streetAddress,
          apt: prefill.address.apt ?? '',
          city: prefill.address.city,
          state: prefill.address.state,
          zip: prefill.address.zip,
        }
      : undefined,
    employment: prefill.employment ?? undefined,
    annualIncomeCents: prefill.annualIncomeCents ?? undefined,
    paycheckFrequency: prefill.paycheckFrequency ?? undefined,
  });
}

/** What the visitor answered wins over what the records hold. */
export function mergeAnswers(prefilled: FlowAnswers | undefined, answered: FlowAnswers): FlowAnswers {
  return { ...prefilled, ...answered };
}
