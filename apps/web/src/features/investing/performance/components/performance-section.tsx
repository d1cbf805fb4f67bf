import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { newYorkTimeZone } from '@fernleaf/contract/calendar/date-time-formats';
import type { AccountPerformance, PerformanceRange } from '@fernleaf/contract/investing-performance';
import { formatCents } from '@fernleaf/contract/money';
import { Card, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { performanceQueryOptions } from '../../api/get-account-performance';
import { changeRows, formatReturn, rangeLabels } from '../lib/performance-words';

const ranges: PerformanceRange[] = ['1M', '3M', '1Y', 'ALL'];

/**
 * The account's past performance over a chosen range (decision 046): what the account made split into
 * price change, dividends and fees, its time- and money-weighted returns and a named benchmark's over
 * the same dates. Figures are text in tables, so they read without a chart; nothing projects a return.
 */
export function PerformanceSection({ accountId }: { accountId: string }) {
  const [range, setRange] = useState<PerformanceRange>('ALL');
  const performance = useQuery(performanceQueryOptions(accountId, range));

  return (
    <Card component="section" aria-labelledby="performance-heading" withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="performance-heading">
          Past performance
        </Title>
        <Text size="sm">
          Prices are simulated. These figures show what happened in the past; they do not predict or promise future
          results.
        </Text>
        <SegmentedControl
          aria-label="Range"
          value={range}
          onChange={(value) => setRange(value as PerformanceRange)}
          data={ranges.map((value) => ({ value, label: rangeLabels[value] }))}
          fullWidth
          // On a phone four ranges share about 300 px: a label wraps onto a second line rather than being
          // cut ("Since opening" read "Since"), and a segment may shrink below its label's one-line width.
          styles={{ control: { minWidth: 0 }, label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.2 } }}
        />
        {performance.isPending ? (
          <Loading text="Loading your performance…" />
        ) : performance.isError ? (
          <RetryAlert
            title="We could not load your performance"
            onRetry={() => performance.refetch()}
            retrying={performance.isFetching}
          />
        ) : (
          <PerformanceFigures performance={performance.data} />
        )}
      </Stack>
    </Card>
  );
}

function PerformanceFigures({ performance }: { performance: AccountPerformance }) {
  const from = formatMonthDayYear(performance.startDate);
  // The market's own day: a session's date is New York's.
  const to = formatMonthDayYear(performance.asOf, { timeZone: newYorkTimeZone });
  const dates = performance.startsAtOpening ? `since the account opened on ${from}` : `from the close on ${from}`;
  return (
    <Stack gap="md" data-testid="performance-figures">
      <Text size="sm" c="dimmed">
        {rangeLabels[performance.range]}: {dates} to {to}.
      </Text>
      <Table captionSide="top" withRowBorders>
        <Table.Caption>What changed the account's value</Table.Caption>
        <Table.Tbody>
          {changeRows(performance).map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={row.signed ? 400 : 700}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right" fw={row.signed ? 400 : 700}>
                {formatCents(row.cents, { plus: row.signed && row.cents !== 0 })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">{performance.feesNote}</Text>
      <Table captionSide="top" withRowBorders>
        <Table.Caption>Returns over the same dates</Table.Caption>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Time-weighted return</Table.Th>
            <Table.Td ta="right" data-testid="performance-twr">
              {formatReturn(performance.timeWeightedReturnBps)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Money-weighted return</Table.Th>
            <Table.Td ta="right" data-testid="performance-mwr">
              {formatReturn(performance.moneyWeightedReturnBps)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Benchmark: {performance.benchmark.name}</Table.Th>
            <Table.Td ta="right" data-testid="performance-benchmark">
              {formatReturn(performance.benchmark.returnBps)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        The time-weighted return measures the investments alone, whenever money moved; the money-weighted return also
        counts when you added or withdrew it. Both are for the whole range, not per year. The benchmark is{' '}
        {performance.benchmark.description}.
      </Text>
      <Text size="sm" c="dimmed">
        {performance.note}
      </Text>
    </Stack>
  );
}
