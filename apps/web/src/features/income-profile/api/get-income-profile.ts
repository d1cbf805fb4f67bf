import { getIncomeProfile } from '@fernleaf/contract/call-addresses/get-income-profile.gen';
import type { IncomeProfile } from '@fernleaf/contract/income-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';

export const incomeProfileQueryKey = ['income-profile'] as const;

/** Every field is null until the member answers its step; the server never answers 404 here. */
export function fetchIncomeProfile(options: CallOptions = {}): Promise<IncomeProfile> {
  return callApi(getIncomeProfile, {}, options);
}

export function incomeProfileQueryOptions() {
  return queryOptions({
    queryKey: incomeProfileQueryKey,
    queryFn: ({ signal }) => fetchIncomeProfile({ signal }),
  });
}

export function useIncomeProfile() {
  return useQuery(incomeProfileQueryOptions());
}
