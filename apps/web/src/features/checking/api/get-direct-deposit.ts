import { getDirectDeposit } from '@fernleaf/contract/checking';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { checkingQueryKeys } from './checking-query-keys';

export function fetchDirectDeposit(options: CallOptions = {}) {
  return callApi(getDirectDeposit, {}, options);
}

/** What an employer needs: the whole account number is part of it, so it is not kept once unused. */
export function directDepositQueryOptions() {
  return queryOptions({
    queryKey: checkingQueryKeys.directDeposit(),
    queryFn: ({ signal }) => fetchDirectDeposit({ signal }),
    gcTime: 0,
  });
}
