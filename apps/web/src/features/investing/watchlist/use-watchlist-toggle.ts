// Adding and removing one symbol, shared by the search results and the asset page. The watchlist's
// query answers whether the symbol is on it; a change refreshes it. One Idempotency-Key per add while
// its answer is unknown, so a retried add after a lost answer does not meet its own duplicate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../lib/api-client';
import { failureMessageOf } from '../../../lib/form/form-errors';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { addSymbolToWatchlist } from '../api/add-to-watchlist';
import { watchlistQueryOptions } from '../api/get-watchlist';
import { marketQueryKeys } from '../api/investing-query-keys';
import { removeSymbolFromWatchlist } from '../api/remove-from-watchlist';

export function useWatchlistToggle(symbol: string) {
  const queryClient = useQueryClient();
  const watchlist = useQuery(watchlistQueryOptions());
  const [keys] = useState(createSubmissionKeys);
  const [error, setError] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: marketQueryKeys.watchlist() });

  const add = useMutation({
    mutationFn: async () => {
      try {
        const added = await addSymbolToWatchlist(symbol, keys.keyFor({ symbol }));
        keys.settle();
        return added;
      } catch (failure) {
        if (!(failure instanceof ApiError && failure.status === noResponseStatus)) keys.settle();
        throw failure;
      }
    },
    onMutate: () => setError(undefined),
    onSuccess: refresh,
    onError: (failure) => {
      setError(failureMessageOf(failure));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => removeSymbolFromWatchlist(symbol),
    onMutate: () => setError(undefined),
    onSuccess: refresh,
    onError: (failure) => {
      setError(failureMessageOf(failure));
      void refresh();
    },
  });

  // A double click lands before the button shows busy: the second click sends nothing. The run lasts
  // until the watchlist is read again, so the button never offers the change it just made.
  const sending = useOneAtATime();
  const onList = watchlist.data?.items.some((item) => item.symbol === symbol) ?? false;
  return {
    /** Undefined until the watchlist has answered. */
    onList: watchlist.data ? onList : undefined,
    pending: sending.pending || add.isPending || remove.isPending,
    error,
    toggle: () => void sending.run(() => (onList ? remove.mutateAsync() : add.mutateAsync()).catch(() => undefined)),
  };
}
