import { useQuery } from '@tanstack/react-query';
import { leadOf } from '../lib/affiliate-details';
import { type LeadAddressValues, leadAddressToForm } from '../lib/lead-address';
import { useAffiliateStore } from '../store';
import { leadInfoQueryOptions } from './get-lead-info';

export interface LeadPrefill {
  /** none: no lead came with the flow; unavailable: the lead could not be read (not the member's, or a failure). */
  status: 'none' | 'loading' | 'ready' | 'unavailable';
  /** The lead's address shaped like the address form; null unless ready. */
  address: LeadAddressValues | null;
  /** The lead's SSN masked to its last four, when the partner sent one. */
  maskedSsn: string | null;
}

/**
 * The address (and masked SSN) of the lead the flow came with, for prefilling forms. Call it on
 * signed-in screens: leadGetInfo is a member call. Prefill is a convenience, so a lead that cannot be
 * read leaves the form empty instead of showing an error.
 */
export function useLeadPrefill(): LeadPrefill {
  const details = useAffiliateStore((state) => state.details);
  const lead = leadOf(details);
  const query = useQuery({
    ...leadInfoQueryOptions(lead ?? { leadUuid: '', utmSource: '', offerId: '' }),
    enabled: lead !== null,
  });
  if (!lead) return { status: 'none', address: null, maskedSsn: null };
  if (query.isPending) return { status: 'loading', address: null, maskedSsn: null };
  if (query.isError) return { status: 'unavailable', address: null, maskedSsn: null };
  const information = query.data.personalInformation;
  return { status: 'ready', address: leadAddressToForm(information), maskedSsn: information.ssn };
}
