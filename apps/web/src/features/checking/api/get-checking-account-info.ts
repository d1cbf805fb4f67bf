import { getCheckingAccountInfo } from '@fernleaf/contract/call-addresses/get-checking-account-info.gen';
import type { CheckingAccountInfo } from '@fernleaf/contract/checking';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';
import { accountHasMoneyInFlight, refreshWhileInFlight } from '../lib/money-in-flight';

/** The member's checking account, or `null` when there is none (the server answers null). */
export async function fetchCheckingAccountInfo(
  { revealAccountNumber = false }: { revealAccountNumber?: boolean } = {},
  options: CallOptions = {},
): Promise<CheckingAccountInfo | null> {
  return callApi(
    getCheckingAccountInfo,
    { query: { revealAccountNumber: revealAccountNumber ? 'true' : undefined } },
    options,
  );
}

export function checkingAccountInfoQueryOptions() {
  return queryOptions({
    queryKey: checkingQueryKeys.info(),
    queryFn: ({ signal }) => fetchCheckingAccountInfo({}, { signal }),
    refetchInterval: (query) => refreshWhileInFlight(accountHasMoneyInFlight(query.state.data)),
  });
}

/**
 * The info with the whole account number, after a step-up check: asked for each time it is shown and
 * never put in the query cache, so the number does not linger in memory.
 */
export function fetchRevealedAccountInfo(options: CallOptions = {}) {
  return fetchCheckingAccountInfo({ revealAccountNumber: true }, options);
}
