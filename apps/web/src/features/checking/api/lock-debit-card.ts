import { lockDebitCard } from '@fernleaf/contract/call-addresses/lock-debit-card.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { accountSummaryQueryKey, checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';

export function sendDebitCardLock(locked: boolean, options: CallOptions = {}) {
  return callApi(lockDebitCard, { body: { locked } }, options);
}

export function useLockDebitCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locked: boolean) => sendDebitCardLock(locked),
    onSuccess: (card) => {
      queryClient.setQueryData(checkingQueryKeys.card(), card);
      // The account list shows the card's state too.
      void queryClient.invalidateQueries({ queryKey: accountSummaryQueryKey });
    },
  });
}
