import { activateDebitCard } from '@fernleaf/contract/call-addresses/activate-debit-card.gen';
import type { CallInput, CallOf } from '@fernleaf/contract/define-call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { accountSummaryQueryKey, checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';

export type CardActivation = CallInput<CallOf<typeof activateDebitCard>>['body'];

export function sendDebitCardActivation(body: CardActivation, options: CallOptions = {}) {
  return callApi(activateDebitCard, { body }, options);
}

export function useActivateDebitCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardActivation) => sendDebitCardActivation(body),
    onSuccess: (card) => {
      queryClient.setQueryData(checkingQueryKeys.card(), card);
      // The account list shows the card's state too.
      void queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey });
    },
  });
}
