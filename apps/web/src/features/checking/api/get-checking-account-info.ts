import { type CheckingAccountInfo, getCheckingAccountInfo } from '@fernleaf/contract/checking';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { accountHasMoneyInFlight, refreshWhileInFlight } from '../lib/money-in-flight';
import { checkingQueryKeys } from './checking-query-keys';

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
 * The info with the whole account number. Nothing keeps it once no one shows it (gcTime 0), and it
 * is fetched afresh each time it is shown, so the number does not linger in memory.
 */
export function revealedAccountInfoQueryOptions() {
  return queryOptions({
    queryKey: checkingQueryKeys.revealedInfo(),
    queryFn: ({ signal }) => fetchCheckingAccountInfo({ revealAccountNumber: true }, { signal }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
