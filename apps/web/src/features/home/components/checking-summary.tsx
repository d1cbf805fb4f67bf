import { maskedNumber } from '@fernleaf/contract/account-mask';
import { formatMonthDay } from '@fernleaf/contract/calendar/date-formats';
import type { BankingTransaction, CheckingAccountInfo } from '@fernleaf/contract/checking';
import { formatCents } from '@fernleaf/contract/money';
import { Badge, Box, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { RetryAlert } from '../../../ui/load-states';
import { Amount } from './amount';
import { DashboardSection } from './dashboard-section';

export interface TransactionsState {
  transactions: readonly BankingTransaction[] | undefined;
  failed: boolean;
  retry: () => void;
  /** How many a page of activity holds: the rows kept in place while it loads. */
  pageSize: number;
}

/** The checking balance and its latest activity. */
export function CheckingSummary({ info, recent }: { info: CheckingAccountInfo; recent: TransactionsState }) {
  return (
    <DashboardSection title="Checking" more={{ label: 'Accounts', to: '/accounts' }}>
      <Group gap="xl" align="flex-end" wrap="wrap">
        <Amount label="Available" cents={info.availableBalance} testId="checking-available" />
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Account {maskedNumber(info.achInformation.accountNumberLast4)}
          </Text>
          <Text size="sm">
            {info.pendingDeposits > 0
              ? `${formatCents(info.pendingDeposits)} in deposits on the way`
              : `Current balance ${formatCents(info.currentBalance)}`}
          </Text>
        </Stack>
      </Group>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Recent activity
        </Title>
        <RecentActivity recent={recent} />
      </Stack>
    </DashboardSection>
  );
}

const rowBorder = { borderTop: '1px solid var(--mantine-color-default-border)' };

/**
 * While the activity loads, rows of the same height as a page of it hold its place: the card does not
 * grow when it arrives and push what is below it (a layout shift).
 */
function RecentActivityLoading({ rows }: { rows: number }) {
  const placeholderRows = Array.from({ length: rows }, (_, row) => `placeholder-${row}`);
  return (
    <Box role="status">
      <VisuallyHidden>Loading your activity…</VisuallyHidden>
      <Stack gap={0} aria-hidden>
        {placeholderRows.map((row) => (
          <Group key={row} justify="space-between" wrap="nowrap" gap="sm" py="xs" style={rowBorder}>
            <Stack gap={0} w="60%">
              <Skeleton>
                <Text fw={600}>{'\u00a0'}</Text>
              </Skeleton>
              <Skeleton w="40%">
                <Text size="sm">{'\u00a0'}</Text>
              </Skeleton>
            </Stack>
            <Skeleton w={72}>
              <Text fw={600}>{'\u00a0'}</Text>
            </Skeleton>
          </Group>
        ))}
      </Stack>
    </Box>
  );
}

function RecentActivity({ recent }: { recent: TransactionsState }) {
  if (recent.failed) return <RetryAlert title="We could not load your activity" onRetry={recent.retry} />;
  if (!recent.transactions) return <RecentActivityLoading rows={recent.pageSize} />;
  if (recent.transactions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No activity yet. Money you add or spend shows here.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label="Recent checking activity" style={{ listStyle: 'none' }}>
      {recent.transactions.map((transaction) => (
        <Group
          component="li"
          key={transaction.id}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py="xs"
          style={rowBorder}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {transaction.description}
            </Text>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {formatMonthDay(transaction.postedOn ?? transaction.createdOn)}
              </Text>
              {transaction.status === 'PENDING' && (
                <Badge size="xs" variant="outline" color="gray.7">
                  Pending
                </Badge>
              )}
            </Group>
          </Stack>
          <Text fw={600} c={transaction.amount > 0 ? 'fern.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {transaction.amount > 0 ? '+' : ''}
            {formatCents(transaction.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
