import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { BankingTransaction } from '@fernleaf/contract/checking';
import { formatCents } from '@fernleaf/contract/money';
import { Box, Group, Loader, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { useId, useState } from 'react';
import { usePagedQuery } from '../../../lib/use-paged-query';
import { ListPager } from '../../../ui/list-pager';
import {
  type BankingTransactionFilter,
  bankingTransactionsDefaults,
  bankingTransactionsQueryOptions,
} from '../api/get-banking-transactions';
import { emptyTransactionsText, transactionFilterLabels } from '../lib/transactions-paging';
import { RetryAlert } from './retry-alert';
import { StatusBadge } from './status-badge';

const filters = Object.entries(transactionFilterLabels).map(([value, label]) => ({ value, label }));

/**
 * Checking transactions, newest first, five to a page, filtered by kind. The server pages them, so a
 * year of rows puts five in the page at a time.
 */
export function TransactionsList({ pageSize = bankingTransactionsDefaults.pageSize }: { pageSize?: number }) {
  const [filter, setFilter] = useState<BankingTransactionFilter>(bankingTransactionsDefaults.filter);
  // While another page or filter loads, the previous one stays shown but is marked busy.
  const {
    query: transactions,
    setPage,
    loadingOther,
    pager,
  } = usePagedQuery({
    pageQuery: (page) => bankingTransactionsQueryOptions({ page, pageSize, filter }),
    totalOf: (answer) => answer.total,
    pageSize,
  });
  const filterLabelId = useId();
  // Four segments do not fit side by side on a phone: they stack there.
  const filterOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

  const data = transactions.data;

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
          {pager && <ListPager {...pager} testId="transactions-page" />}
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
