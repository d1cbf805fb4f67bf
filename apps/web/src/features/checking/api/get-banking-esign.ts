import { getBankingEsign } from '@fernleaf/contract/call-addresses/get-banking-esign.gen';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';

export function fetchBankingEsign(options: CallOptions = {}) {
  return callApi(getBankingEsign, {}, options);
}

/** The agreements to sign before the account opens, and whether each is signed already. */
export function bankingEsignQueryOptions() {
  return queryOptions({
    queryKey: checkingQueryKeys.esign(),
    queryFn: ({ signal }) => fetchBankingEsign({ signal }),
  });
}
