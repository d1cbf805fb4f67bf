// What the member's records already answer for the marketplace's steps. Name, date of birth and a
// verified phone do not change between applications, so those steps are skipped; the address,
// employment, income and the rest are only filled in, for the member to confirm. What the profile
// lacks is filled in from the member's last application that answered it (a member who joined
// through the marketplace has their date of birth, phone and address only there): shown filled in
// for the member to confirm, never skipped, since no check stands behind it.
import { addressFormSchema } from '@fernleaf/contract/address';
import type { MarketplacePrefill } from '@fernleaf/contract/marketplace';
import type { MarketplaceStep } from '@fernleaf/contract/marketplace-flows';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type AddressRow, findAddressesOf } from '../../identity/service.ts';
import { banksOf } from '../bank/linked-banks-service.ts';
import { readIncomeProfile } from '../income-profile/service.ts';
import { requireMember } from '../user/service.ts';
import { findApplicationsOf } from './application-repo.ts';
import { readPayFrequency } from './pay-frequency.ts';

/** ISO YYYY-MM-DD as the date-of-birth step takes it, MM-DD-YYYY. */
function stepDateOrNull(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const [year, month, day] = iso.split('-');
  return `${month}-${day}-${year}`;
}

/** The current address in the form's fields; one the form would refuse is left for the member to enter. */
function addressForm(address: AddressRow | undefined): MarketplacePrefill['address'] {
  if (!address) return null;
  const form = addressFormSchema.safeParse({
    streetAddress: address.addressLine1,
    apt: address.addressLine2 ?? undefined,
    city: address.city,
    state: address.state,
    zip: address.postalCode,
  });
  return form.success ? form.data : null;
}

/** The answers an application stored that later flows can start from; anything else is ignored. */
const answeredSchema = z.object({
  dateOfBirth: z.iso.date().optional().catch(undefined),
  phoneNumber: z
    .string()
    .regex(/^\d{10}$/)
    .optional()
    .catch(undefined),
  address: addressFormSchema.optional().catch(undefined),
});
type Answered = z.infer<typeof answeredSchema>;

/** Each answer from the newest of the member's recent applications that gave it. */
async function lastAnswered(db: Db, memberId: string): Promise<Answered> {
  const rows = await findApplicationsOf(db, memberId, { limit: 10 });
  const answered: Answered = {};
  for (const row of rows) {
    const parsed = answeredSchema.safeParse(row.answers);
    if (!parsed.success) continue;
    answered.dateOfBirth ??= parsed.data.dateOfBirth;
    answered.phoneNumber ??= parsed.data.phoneNumber;
    answered.address ??= parsed.data.address;
  }
  return answered;
}

export async function readPrefill(db: Db, memberId: string): Promise<MarketplacePrefill> {
  const member = await requireMember(db, memberId);
  const [addresses, income, paycheckFrequency, banks, answered] = await Promise.all([
    findAddressesOf(db, member.id),
    readIncomeProfile(db, member.id),
    readPayFrequency(db, member.id),
    banksOf(db, member.id, ['PENDING', 'COMPLETE', 'UNLINKED']),
    lastAnswered(db, member.id),
  ]);
  const verifiedPhone = member.phoneNumber !== null && member.phoneVerifiedAt !== null ? member.phoneNumber : null;

  const knownSteps: MarketplaceStep[] = ['personal-details'];
  if (member.dateOfBirth) knownSteps.push('date-of-birth');
  if (verifiedPhone) knownSteps.push('phone');

  return {
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    dateOfBirth: stepDateOrNull(member.dateOfBirth ?? answered.dateOfBirth),
    phoneNumber: verifiedPhone ?? answered.phoneNumber ?? null,
    address: addressForm(addresses[0]) ?? answered.address ?? null,
    employment: income.employmentStatus
      ? { employmentStatus: income.employmentStatus, employerName: income.employerName }
      : null,
    annualIncomeCents: income.annualIncomeCents,
    paycheckFrequency,
    // Banks come newest first; the first one linked is the last.
    primaryBankName: banks.at(-1)?.institutionName ?? null,
    knownSteps,
  };
}
