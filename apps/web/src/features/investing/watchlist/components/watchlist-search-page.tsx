import { Card, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { assetSearchQueryOptions } from '../../api/search-watchlist-assets';
import { MarketPageFrame } from '../../market/components/market-page-frame';
import { AssetRow } from './asset-row';
import { WatchlistButton } from './watchlist-button';

/** `/investment/watchlist/search`: find a listed stock or fund by symbol or name, add it, or open its page. */
export function WatchlistSearchPage() {
  const [typed, setTyped] = useState('');
  // One search per pause in typing, not per key.
  const [query] = useDebouncedValue(typed.trim(), 250);
  const search = useQuery(assetSearchQueryOptions(query));
  const refused = search.error instanceof ApiError ? search.error.fields?.query : undefined;

  return (
    <MarketPageFrame title="Search stocks and funds">
      <Card withBorder radius="lg" padding="lg" component="section" aria-label="Search">
        <Stack gap="sm">
          <TextInput
            type="search"
            label="Symbol or name"
            description="For example VTI, Apple or clean energy."
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={50}
            autoComplete="off"
            error={refused}
            data-autofocus
          />
          {query === '' && <Text size="sm">Type a symbol or a name to see matching stocks and funds.</Text>}
          {query !== '' && search.isPending && <Loading text="Searching…" />}
          {search.isError && !refused && (
            <RetryAlert title="We could not search" onRetry={() => search.refetch()} retrying={search.isFetching} />
          )}
          {query !== '' && search.data && (
            <Stack gap="xs">
              <Text size="sm" role="status">
                {search.data.results.length === 0
                  ? `Nothing listed matches “${query}”.`
                  : `${search.data.results.length} ${search.data.results.length === 1 ? 'match' : 'matches'}. Simulated prices.`}
              </Text>
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {search.data.results.map((asset) => (
                  <li key={asset.symbol}>
                    <AssetRow asset={asset} />
                    <WatchlistButton symbol={asset.symbol} size="xs" />
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      </Card>
    </MarketPageFrame>
  );
}
