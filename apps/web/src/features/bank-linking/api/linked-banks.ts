import { listBankAccounts } from '@fernleaf/contract/call-addresses/list-bank-accounts.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Every query about the member's linked banks starts with this, so one invalidation reaches them all. */
export const linkedBanksQueryKeyRoot = ['bank', 'linked-banks'] as const;

/** Pending banks are included so a link still connecting shows as such; removed ones are not. */
export function linkedBanksQueryOptions() {
  return queryOptions({
    queryKey: [...linkedBanksQueryKeyRoot, { includePendingBank: true }] as const,
    queryFn: async ({ signal }) => {
      // The store checks what it keeps with the contract's zod schemas: it loads beside the request,
      // so the home's first download carries neither.
      const storeLoading = import('../store');
      try {
        const answer = await callApi(listBankAccounts, { query: { includePendingBank: 'true' } }, { signal });
        // Screens outside React Query (a product step deciding where to go) read the store.
        (await storeLoading).useBankStore.getState().setBanks(answer.banks);
        return answer;
      } catch (error) {
        // A cancelled fetch (the screen went away) did not complete; a failed one did.
        if (!signal.aborted) (await storeLoading).useBankStore.getState().setFetchingCompleted(true);
        throw error;
      }
    },
  });
}

export function useLinkedBanks() {
  return useQuery(linkedBanksQueryOptions());
}
