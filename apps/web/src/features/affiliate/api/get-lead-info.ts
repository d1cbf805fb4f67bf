import { getLeadInfo } from '@fernleaf/contract/call-addresses/get-lead-info.gen';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type CallOptions, callApi } from '../../../lib/api-client';
import type { AffiliateLead } from '../lib/affiliate-details';

export function fetchLeadInfo(lead: AffiliateLead, options: CallOptions = {}) {
  return callApi(getLeadInfo, { body: lead }, options);
}

export function leadInfoQueryOptions(lead: AffiliateLead) {
  return queryOptions({
    queryKey: ['lead', lead.leadUuid, lead.utmSource, lead.offerId] as const,
    queryFn: ({ signal }) => fetchLeadInfo(lead, { signal }),
    // What a partner sent does not change while the member fills in the forms.
    staleTime: Number.POSITIVE_INFINITY,
    // A lead that is not the member's stays so; other failures are worth one more try.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
