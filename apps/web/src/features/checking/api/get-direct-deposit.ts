import { getDirectDeposit } from '@fernleaf/contract/call-addresses/get-direct-deposit.gen';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';

export function fetchDirectDeposit({ reveal = false }: { reveal?: boolean } = {}, options: CallOptions = {}) {
  return callApi(getDirectDeposit, { query: { reveal: reveal ? 'true' : undefined } }, options);
}

/** What an employer needs, the account number masked; the whole one only after a step-up check. */
export function directDepositQueryOptions() {
  return queryOptions({
    queryKey: checkingQueryKeys.directDeposit(),
    queryFn: ({ signal }) => fetchDirectDeposit({}, { signal }),
  });
}
