import { removePaymentCard } from '@fernleaf/contract/call-addresses/remove-payment-card.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { invalidateCards } from './add-payment-card';
import { cashAdvanceQueryKeys } from './cash-advance-query-keys';

export function deletePaymentCard(cardId: string, options: CallOptions = {}) {
  return callApi(removePaymentCard, { params: { cardId } }, options);
}

export function useRemovePaymentCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => deletePaymentCard(cardId),
    onSuccess: async (answer) => {
      queryClient.setQueryData(cashAdvanceQueryKeys.paymentCards(), answer);
      await invalidateCards(queryClient);
    },
  });
}
