import type { LinkedBankSummary } from '@fernleaf/contract/bank';
import { useQueryClient } from '@tanstack/react-query';
import { useBankStore } from '../store';

/**
 * Once a link is COMPLETE: the store holds it as the linked bank, and every query fetches again,
 * since a new bank changes what other products show (balances, where money can move from).
 */
export function useRecordLinkedBank() {
  const queryClient = useQueryClient();
  return (bank: LinkedBankSummary): LinkedBankSummary => {
    const linked = { ...bank, status: 'COMPLETE' as const };
    useBankStore.getState().setLinkedBank(linked);
    void queryClient.invalidateQueries();
    return linked;
  };
}
