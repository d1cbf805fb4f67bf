import { listUserEsigns } from '@fernleaf/contract/call-addresses/list-user-esigns.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchUserEsigns(options: CallOptions = {}) {
  return callApi(listUserEsigns, {}, options);
}

/** The terms documents of the member's current application, newest first. */
export function userEsignsQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.userEsigns(),
    queryFn: ({ signal }) => fetchUserEsigns({ signal }),
  });
}

export function useUserEsigns() {
  return useQuery(userEsignsQueryOptions());
}
