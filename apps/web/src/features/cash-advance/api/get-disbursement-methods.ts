import { getDisbursementMethods } from '@fernleaf/contract/call-addresses/get-disbursement-methods.gen';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { useCashAdvanceStore } from '../store';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

/** Spec section 3: the disbursement method query (applicationAmount, applicationSource, applicationId). */
export interface DisbursementMethodsQuery {
  /** Integer cents. */
  applicationAmount: number;
  applicationId?: string | undefined;
}

export const applicationSource = 'instacash';

export async function fetchDisbursementMethods(
  { applicationAmount, applicationId }: DisbursementMethodsQuery,
  options: CallOptions = {},
) {
  const answer = await callApi(
    getDisbursementMethods,
    { query: { applicationAmount, applicationSource, applicationId } },
    options,
  );
  useCashAdvanceStore.getState().setDisbursementMethods(answer.methods);
  return answer;
}

/** The ways an advance of this amount can be delivered: fee, arrival and wording of each. */
export function disbursementMethodsQueryOptions(query: DisbursementMethodsQuery) {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.disbursementMethodsFor({
      applicationAmount: query.applicationAmount,
      applicationId: query.applicationId,
    }),
    queryFn: ({ signal }) => fetchDisbursementMethods(query, { signal }),
    // The application id arrives with the first quote: the choices stay on screen while they refresh.
    placeholderData: keepPreviousData,
  });
}

export function useDisbursementMethods(query: DisbursementMethodsQuery, { enabled = true } = {}) {
  return useQuery({ ...disbursementMethodsQueryOptions(query), enabled });
}
