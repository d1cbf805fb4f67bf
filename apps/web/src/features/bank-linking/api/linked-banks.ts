import { listBankAccounts } from '@fernleaf/contract/call-addresses.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useBankStore } from '../store';

/** Every query about the member's linked banks starts with this, so one invalidation reaches them all. */
export const linkedBanksQueryKeyRoot = ['bank', 'linked-banks'] as const;

/** Pending banks are included so a link still connecting shows as such; removed ones are not. */
export function linkedBanksQueryOptions() {
  return queryOptions({
    queryKey: [...linkedBanksQueryKeyRoot, { includePendingBank: true }] as const,
    queryFn: async ({ signal }) => {
      const store = useBankStore.getState();
      try {
        const answer = await callApi(listBankAccounts, { query: { includePendingBank: 'true' } }, { signal });
        // Screens outside React Query (a product step deciding where to go) read the store.
        store.setBanks(answer.banks);
        return answer;
      } catch (error) {
        // A cancelled fetch (the screen went away) did not complete; a failed one did.
        if (!signal.aborted) store.setFetchingCompleted(true);
        throw error;
      }
    },
  });
}

export function useLinkedBanks() {
  return useQuery(linkedBanksQueryOptions());
}
