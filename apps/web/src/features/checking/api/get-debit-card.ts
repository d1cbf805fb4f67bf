import { getDebitCard } from '@fernleaf/contract/checking';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { checkingQueryKeys } from './checking-query-keys';

export function fetchDebitCard({ reveal = false }: { reveal?: boolean } = {}, options: CallOptions = {}) {
  return callApi(getDebitCard, { query: { reveal: reveal ? 'true' : undefined } }, options);
}

/** The card as it shows everywhere: last four only. */
export function debitCardQueryOptions() {
  return queryOptions({
    queryKey: checkingQueryKeys.card(),
    queryFn: ({ signal }) => fetchDebitCard({}, { signal }),
  });
}

/** The whole number and security code: fetched each time they are shown and dropped once hidden. */
export function revealedDebitCardQueryOptions() {
  return queryOptions({
    queryKey: checkingQueryKeys.revealedCard(),
    queryFn: ({ signal }) => fetchDebitCard({ reveal: true }, { signal }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}
