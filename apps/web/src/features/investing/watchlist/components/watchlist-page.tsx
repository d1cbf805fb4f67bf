import { Anchor, Button, Card, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { failureMessageOf } from '../../../../lib/form/form-errors';
import { Loading, RetryAlert, StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { watchlistQueryOptions } from '../../api/get-watchlist';
import { marketQueryKeys } from '../../api/investing-query-keys';
import { removeSymbolFromWatchlist } from '../../api/remove-from-watchlist';
import { MarketPageFrame } from '../../market/components/market-page-frame';
import { AssetRow } from './asset-row';

/** `/investment/watchlist`: the member's symbols with their price and day change, newest first. */
export function WatchlistPage() {
  const queryClient = useQueryClient();
  const watchlist = useQuery(watchlistQueryOptions());
  const [status, setStatus] = useState<string>();
  const remove = useMutation({
    mutationFn: (symbol: string) => removeSymbolFromWatchlist(symbol),
    onMutate: () => setStatus(undefined),
    onSuccess: ({ symbol }) => setStatus(`${symbol} removed from your watchlist.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketQueryKeys.watchlist() }),
  });

  return (
    <MarketPageFrame title="Watchlist">
      {watchlist.isPending && <Loading text="Loading your watchlist…" />}
      {watchlist.isError && (
        <RetryAlert
          title="We could not load your watchlist"
          onRetry={() => watchlist.refetch()}
          retrying={watchlist.isFetching}
        />
      )}
      {watchlist.data && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-label="Your watchlist">
          <Stack gap="sm">
            {watchlist.data.items.length === 0 ? (
              <Stack gap="xs" align="flex-start">
                <Text>Your watchlist is empty. Search for a stock or fund to follow its price here.</Text>
                <Button component={Link} to="/investment/watchlist/search">
                  Search stocks and funds
                </Button>
              </Stack>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {watchlist.data.items.length} of {watchlist.data.limit} symbols. Simulated prices.
                </Text>
                <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {watchlist.data.items.map((item) => (
                    <li key={item.symbol}>
                      <AssetRow
                        asset={item}
                        action={
                          <Button
                            size="xs"
                            variant="default"
                            loading={remove.isPending && remove.variables === item.symbol}
                            onClick={() => remove.mutate(item.symbol)}
                          >
                            Remove<VisuallyHidden> {item.symbol}</VisuallyHidden>
                          </Button>
                        }
                      />
                    </li>
                  ))}
                </Stack>
                <Anchor component={Link} to="/investment/watchlist/search" size="sm">
                  Add more
                </Anchor>
              </>
            )}
            {remove.isError && <Notice tone="error">{failureMessageOf(remove.error)}</Notice>}
            <StatusText message={status} />
          </Stack>
        </Card>
      )}
    </MarketPageFrame>
  );
}
