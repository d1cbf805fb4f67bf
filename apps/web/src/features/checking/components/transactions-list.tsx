import type { BankingTransaction } from '@fernleaf/contract/checking';
import { formatCents } from '@fernleaf/contract/money';
import { Box, Button, Group, Loader, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatMonthDayYear } from '../../../lib/format/date';
import {
  type BankingTransactionFilter,
  bankingTransactionsDefaults,
  bankingTransactionsQueryOptions,
} from '../api/get-banking-transactions';
import { emptyTransactionsText, hasNextPage, pageLabel, transactionFilterLabels } from '../lib/transactions-paging';
import { RetryAlert } from './retry-alert';
import { StatusBadge } from './status-badge';

const filters = Object.entries(transactionFilterLabels).map(([value, label]) => ({ value, label }));

/** Checking transactions, newest first, five to a page, filtered by kind. */
export function TransactionsList({ pageSize = bankingTransactionsDefaults.pageSize }: { pageSize?: number }) {
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState<BankingTransactionFilter>(bankingTransactionsDefaults.filter);
  const transactions = useQuery(bankingTransactionsQueryOptions({ page, pageSize, filter }));
  const filterLabelId = useId();
  // Four segments do not fit side by side on a phone: they stack there.
  const filterOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

  const data = transactions.data;
  // While another page or filter loads, the previous one stays shown but is marked busy.
  const loadingOther = transactions.isPlaceholderData;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={600} id={filterLabelId}>
          Show
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          data={filters}
          value={filter}
          onChange={(value) => {
            setFilter(value as BankingTransactionFilter);
            setPage(0);
          }}
          orientation={filterOrientation}
          fullWidth
          maw={520}
        />
      </Stack>

      {transactions.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading transactions…</Text>
        </Group>
      )}
      {transactions.isError && !data && (
        <RetryAlert
          title="We could not load your transactions"
          onRetry={() => transactions.refetch()}
          retrying={transactions.isFetching}
        />
      )}
      {data && (
        <>
          {data.transactions.length === 0 ? (
            <Text c="dimmed">{emptyTransactionsText(filter)}</Text>
          ) : (
            <Box
              component="ul"
              p={0}
              m={0}
              aria-busy={loadingOther}
              aria-label={`${transactionFilterLabels[filter]} transactions`}
              style={{ listStyle: 'none', opacity: loadingOther ? 0.6 : 1 }}
            >
              {data.transactions.map((item) => (
                <TransactionRow key={item.id} transaction={item} />
              ))}
            </Box>
          )}
          {transactions.isError && (
            <Text size="sm" c="red.9" role="alert">
              We could not load that page. Please try again.
            </Text>
          )}
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Button
              variant="default"
              size="sm"
              onClick={() => setPage((current) => Math.max(0, current - 1))}
              disabled={page === 0 || loadingOther}
            >
              Previous
            </Button>
            <Text size="sm" role="status" aria-live="polite" data-testid="transactions-page">
              {pageLabel(page, data.total, pageSize)}
            </Text>
            <Button
              variant="default"
              size="sm"
              onClick={() => setPage((current) => current + 1)}
              disabled={!hasNextPage(page, data.total, pageSize) || loadingOther}
            >
              Next
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function TransactionRow({ transaction }: { transaction: BankingTransaction }) {
  const deposit = transaction.amount > 0;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap={2} miw={0}>
        <Text fw={600} truncate="end">
          {transaction.description}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {formatMonthDayYear(transaction.createdOn)}
          </Text>
          {transaction.status === 'PENDING' && <StatusBadge tone="waiting">Pending</StatusBadge>}
        </Group>
      </Stack>
      <Text fw={600} c={deposit ? 'fern.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatCents(transaction.amount)}
      </Text>
    </Group>
  );
}
