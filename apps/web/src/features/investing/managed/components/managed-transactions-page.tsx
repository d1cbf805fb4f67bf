import type { PlusAccount } from '@fernleaf/contract/investing';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Badge, Box, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatMonthDayYear } from '../../../../lib/format/date';
import { usePagedQuery } from '../../../../lib/use-paged-query';
import { ListPager } from '../../../../ui/list-pager';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { plusAccountsQueryOptions, transactionsPageQueryOptions } from '../api/managed-queries';
import { managedAccountOf } from '../lib/managed-account';
import { transactionDetail, transactionTitle } from '../lib/transaction-words';
import { ManagedDisclosure } from './managed-disclosure';
import { ManagedIntro } from './managed-intro';

/** `/investment/managed/transactions`: every movement of the account's cash, newest first. */
export function ManagedTransactionsPage() {
  const accounts = useQuery(plusAccountsQueryOptions());
  const account = accounts.data ? managedAccountOf(accounts.data) : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/investment/managed" size="sm">
          Managed investing
        </Anchor>
        <Title order={1}>Transfers and orders</Title>
        <ManagedDisclosure />
      </Stack>
      {accounts.isPending && <Loading text="Loading your managed account…" />}
      {accounts.isError && (
        <RetryAlert
          title="We could not load your managed account"
          onRetry={() => accounts.refetch()}
          retrying={accounts.isFetching}
        />
      )}
      {accounts.data && !account && <ManagedIntro />}
      {account && <TransactionsList account={account} />}
    </Stack>
  );
}

function TransactionsList({ account }: { account: PlusAccount }) {
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
          <Anchor component={Link} to="/investment/managed">
            Add money from checking
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          {/* Focusable so a keyboard can scroll it sideways on a phone. */}
          <Box tabIndex={0} style={{ overflowX: 'auto' }} role="region" aria-label="Transfers and orders by date">
            <Table verticalSpacing="sm" miw={560}>
              <Table.Caption>Newest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">What</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {transactions.map((transaction) => {
                  const detail = transactionDetail(transaction);
                  return (
                    <Table.Tr key={transaction.transactionId}>
                      <Table.Td>{formatMonthDayYear(transaction.createdAt)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {transactionTitle(transaction)}
                        </Text>
                        {detail && (
                          <Text size="sm" c="dimmed">
                            {detail}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatCents(transaction.amountCents, { plus: true })}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={transaction.status === 'POSTED' ? 'gray' : 'yellow'} c="dark">
                          {transaction.status === 'POSTED' ? 'Posted' : 'Pending'}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Box>
          {total > pageSize && paged.pager && (
            <Group justify="center">
              <ListPager {...paged.pager} testId="managed-transactions-page" />
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}
