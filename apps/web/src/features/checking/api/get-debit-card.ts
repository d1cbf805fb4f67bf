import { getDebitCard } from '@fernleaf/contract/call-addresses/get-debit-card.gen';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';

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

/**
 * The whole number and security code, after a step-up check: asked for each time they are shown and
 * never put in the query cache, so they leave memory once the dialog closes.
 */
export function fetchRevealedDebitCard(options: CallOptions = {}) {
  return fetchDebitCard({ reveal: true }, options);
}
