import { activateDebitCard } from '@fernleaf/contract/checking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { accountSummaryQueryKey, checkingQueryKeys } from './checking-query-keys';

export function sendDebitCardActivation(body: { last4: string; expiry: string }, options: CallOptions = {}) {
  return callApi(activateDebitCard, { body }, options);
}

export function useActivateDebitCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { last4: string; expiry: string }) => sendDebitCardActivation(body),
    onSuccess: (card) => {
      queryClient.setQueryData(checkingQueryKeys.card(), card);
      // The revealed details and the account list show the card's state too.
      void queryClient.invalidateQueries({ queryKey: checkingQueryKeys.revealedCard() });
      void queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey });
    },
  });
}
