import { listPaymentCards } from '@fernleaf/contract/call-addresses/list-payment-cards.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function fetchPaymentCards(options: CallOptions = {}) {
  return callApi(listPaymentCards, {}, options);
}

/** The debit cards the member added, last four only. */
export function paymentCardsQueryOptions() {
  return queryOptions({
    queryKey: cashAdvanceQueryKeys.paymentCards(),
    queryFn: ({ signal }) => fetchPaymentCards({ signal }),
  });
}

export function usePaymentCards() {
  return useQuery(paymentCardsQueryOptions());
}
