// What the member's records already answer for the marketplace's steps. Name, date of birth and a
// verified phone do not change between applications, so those steps are skipped; the address,
// employment, income and the rest are only filled in, for the member to confirm.
import { addressFormSchema } from '@fernleaf/contract/address';
import type { MarketplacePrefill } from '@fernleaf/contract/marketplace';
import type { MarketplaceStep } from '@fernleaf/contract/marketplace-flows';
import type { Db } from '../../db/client.ts';
import { type AddressRow, findAddressesOf } from '../../identity/users-repo.ts';
import { banksOf } from '../bank/linked-banks-service.ts';
import { readIncomeProfile } from '../income-profile/service.ts';
import { requireMember } from '../user/service.ts';
import { readPayFrequency } from './pay-frequency.ts';

/** ISO YYYY-MM-DD as the date-of-birth step takes it, MM-DD-YYYY. */
function stepDate(iso: string): string {
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

export async function readPrefill(db: Db, memberId: string): Promise<MarketplacePrefill> {
  const member = await requireMember(db, memberId);
  const [addresses, income, paycheckFrequency, banks] = await Promise.all([
    findAddressesOf(db, member.id),
    readIncomeProfile(db, member.id),
    readPayFrequency(db, member.id),
    banksOf(db, member.id, ['PENDING', 'COMPLETE', 'UNLINKED']),
  ]);
  const verifiedPhone = member.phoneNumber !== null && member.phoneVerifiedAt !== null ? member.phoneNumber : null;

  const knownSteps: MarketplaceStep[] = ['personal-details'];
  if (member.dateOfBirth) knownSteps.push('date-of-birth');
  if (verifiedPhone) knownSteps.push('phone');

  return {
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    dateOfBirth: member.dateOfBirth ? stepDate(member.dateOfBirth) : null,
    phoneNumber: verifiedPhone,
    address: addressForm(addresses[0]),
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
