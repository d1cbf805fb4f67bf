// Lead prefill rules: a lead answers only with the partner and offer it came with, and only to the
// member who verified the phone number the visitor gave the partner, so a lead id passed around
// (it travels in a URL) shows no one else's address.
import type { LeadPersonalInformation } from '@fernleaf/contract/lead';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../identity/service.ts';
import { notFound } from '../../platform/errors.ts';
import { lastFour } from '../../platform/field-encryption.ts';
import { requireMember } from '../user/service.ts';
import type { Lead, LeadSource } from './lead-source.ts';

export interface LeadRequest {
  leadUuid: string;
  utmSource: string;
  offerId: string;
}

function isLeadOf(member: UserRow, lead: Lead): boolean {
  return member.phoneVerifiedAt !== null && member.phoneNumber === lead.phoneNumber;
}

/** Masked as everywhere else the product shows an SSN (DESIGN.md "Security baseline"). */
export function maskSsn(ssn: string): string {
  return `•••-••-${lastFour(ssn)}`;
}

export async function leadInfoFor(
  db: Db,
  leads: LeadSource,
  memberId: string,
  request: LeadRequest,
): Promise<{ personalInformation: LeadPersonalInformation }> {
  const member = await requireMember(db, memberId);
  const lead = await leads.find(request.leadUuid);
  // An unknown lead, one asked for with another partner or offer, and someone else's lead answer
  // alike, so lead ids cannot be probed.
  if (!lead || lead.utmSource !== request.utmSource || lead.offerId !== request.offerId || !isLeadOf(member, lead)) {
    throw notFound('The lead');
  }
  const { ssn, ...address } = lead.personalInformation;
  return { personalInformation: { ...address, ssn: ssn === null ? null : maskSsn(ssn) } };
}
