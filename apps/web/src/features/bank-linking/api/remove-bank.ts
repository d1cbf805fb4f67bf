import type { BankSource } from '@fernleaf/contract/bank';
import { removeBankLink } from '@fernleaf/contract/call-addresses/remove-bank-link.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';
import { useBankStore } from '../store';
import { linkedBanksQueryOptions } from './linked-banks';

/** Spec section 8: the bank removal failure snackbar, shown for 3000 ms. */
export const removeBankFailureText = 'Unable to remove your account. Please try again.';
export const removeBankFailureDurationMs = 3000;

/**
 * Removes a linked bank. Spec section 4: on success the bank list is refreshed from the banks the
 * call answers; on failure the snackbar of section 8 shows.
 */
export function useRemoveBank({ onRemoved }: { onRemoved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bank: { bankId: string; source: BankSource }) => callApi(removeBankLink, { body: bank }),
    onSuccess: async (answer) => {
      if (answer) {
        useBankStore.getState().setBanks(answer.banks);
        queryClient.setQueryData(linkedBanksQueryOptions().queryKey, answer);
      }
      onRemoved?.();
      // Other views of the banks, and what other products show of them, fetch again.
      await queryClient.invalidateQueries();
    },
    onError: () => {
      showSnackbar({ text: removeBankFailureText, autoHideDuration: removeBankFailureDurationMs });
    },
  });
}
