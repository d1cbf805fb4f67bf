import type { PriceRange } from '@fernleaf/contract/market';
import { priceRangeSchema } from '@fernleaf/contract/market';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Box, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { priceHistoryQueryOptions } from '../../api/get-asset-price-history';
import { pointTime, priceSummary } from '../lib/price-summary';

const PriceChartCanvas = lazy(() => import('./price-chart-canvas'));

const ranges = priceRangeSchema.options;

/** The asset's price over a chosen range: a drawn line, and the same prices in words and a table. */
export function PriceChart({ symbol }: { symbol: string }) {
  const [range, setRange] = useState<PriceRange>('1D');
  const history = useQuery(priceHistoryQueryOptions(symbol, range));
  const points = history.data?.points ?? [];
  const first = points[0];
  const last = points.at(-1);

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Chart range"
        data={ranges.map((value) => ({ value, label: value }))}
        value={range}
        onChange={(value) => setRange(value as PriceRange)}
        fullWidth
      />
      {history.isPending && <Loading text="Loading the chart…" />}
      {history.isError && (
        <RetryAlert
          title="We could not load the chart"
          onRetry={() => history.refetch()}
          retrying={history.isFetching}
        />
      )}
      {history.data && (
        <Box component="figure" m={0}>
          <Suspense fallback={<Box h={240} />}>
            <PriceChartCanvas
              points={points}
              range={history.data.range}
              rising={!!first && !!last && last.priceCents >= first.priceCents}
            />
          </Suspense>
          <Text component="figcaption" size="sm" data-testid="price-chart-summary">
            {priceSummary(symbol, history.data.range, points)}
          </Text>
          <details>
            <summary>
              <Text component="span" size="sm">
                Prices as a table
              </Text>
            </summary>
            <Table aria-label={`${symbol} prices, ${history.data.range}`} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Time</Table.Th>
                  <Table.Th scope="col">Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {points.map((point) => (
                  <Table.Tr key={point.at}>
                    <Table.Td>{pointTime(point.at, history.data.range)}</Table.Td>
                    <Table.Td>{formatCents(point.priceCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </details>
        </Box>
      )}
      <Text size="xs" c="dimmed">
        Chart drawn with{' '}
        <Anchor href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer" size="xs">
          TradingView Lightweight Charts
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
