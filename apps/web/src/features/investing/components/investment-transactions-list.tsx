import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { PlusAccount } from '@fernleaf/contract/investing';
import type { investmentTransactionSchema } from '@fernleaf/contract/investing-money';
import { formatCents } from '@fernleaf/contract/money';
import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { usePagedQuery } from '../../../lib/use-paged-query';
import { ListPager } from '../../../ui/list-pager';
import { Loading, RetryAlert } from '../../../ui/load-states';
import { transactionsPageQueryOptions } from '../api/list-investment-transactions';
import { saleExplanation, transactionDetail, transactionTitle } from '../lib/transaction-words';

type InvestmentTransaction = z.infer<typeof investmentTransactionSchema>;

/**
 * Every movement of an investment account's cash (managed or self-directed), newest first, paged by
 * the call's own page size: transfers, trades and the cash held for waiting buys.
 */
export function InvestmentTransactionsList({
  account,
  empty,
  pagerTestId,
}: {
  account: PlusAccount;
  /** What an account with no movement yet offers instead (where money is added). */
  empty: ReactNode;
  pagerTestId: string;
}) {
  const paged = usePagedQuery({
    pageQuery: (page) => transactionsPageQueryOptions(account.accountId, page),
    totalOf: (data) => data.total,
    // The server's page size; only the pager's arithmetic needs it before the first answer.
    pageSize: 50,
  });
  const { query } = paged;
  if (query.isPending) return <Loading text="Loading your transactions…" />;
  if (query.isError) {
    return (
      <RetryAlert
        title="We could not load your transactions"
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { transactions, total, pageSize } = query.data;
  return (
    <Card component="section" aria-label="Transactions" withBorder radius="lg" padding="lg">
      {transactions.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text>No transfers or orders yet.</Text>
          {empty}
        </Stack>
      ) : (
        <Stack gap="md">
          {/* A list rather than a table: its lines stay whole on a phone's width as on a desktop's. */}
          <Stack component="ul" aria-label="Newest first" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {transactions.map((transaction) => (
              <TransactionLine key={transaction.transactionId} transaction={transaction} />
            ))}
          </Stack>
          {total > pageSize && paged.pager && (
            <Group justify="center">
              <ListPager {...paged.pager} testId={pagerTestId} />
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}

function TransactionLine({ transaction }: { transaction: InvestmentTransaction }) {
  const detail = transactionDetail(transaction);
  const posted = transaction.status === 'POSTED';
  return (
    <Box component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{transactionTitle(transaction)}</Text>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
          {transaction.taxEstimate && (
            <Stack component="ul" aria-label="Lots sold and estimated tax" gap={0} pl="md" m={0}>
              {saleExplanation(transaction.taxEstimate).map((line) => (
                <Text component="li" key={line} size="sm" c="dimmed">
                  {line}
                </Text>
              ))}
            </Stack>
          )}
          <Text size="sm" c="dimmed">
            {formatMonthDayYear(transaction.createdAt)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatCents(transaction.amountCents, { plus: true })}
          </Text>
          <Badge variant="light" color={posted ? 'gray' : 'yellow'} c="dark">
            {posted ? 'Posted' : 'Pending'}
          </Badge>
        </Stack>
      </Group>
    </Box>
  );
}
