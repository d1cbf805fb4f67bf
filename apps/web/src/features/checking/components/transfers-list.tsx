import { maskedNumber } from '@fernleaf/contract/account-mask';
import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { AchTransfer } from '@fernleaf/contract/checking';
import { formatCents } from '@fernleaf/contract/money';
import { Box, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { achTransfersQueryOptions } from '../api/list-ach-transfers';
import { RetryAlert } from './retry-alert';
import { type BadgeTone, StatusBadge } from './status-badge';

const statusBadges: Record<AchTransfer['status'], { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Pending', tone: 'waiting' },
  POSTED: { label: 'Posted', tone: 'positive' },
  RETURNED: { label: 'Returned', tone: 'negative' },
};

/** Transfers between linked banks and checking, newest first. */
export function TransfersList() {
  const transfers = useQuery(achTransfersQueryOptions());

  if (transfers.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading transfers…</Text>
      </Group>
    );
  }
  if (transfers.isError) {
    return (
      <RetryAlert
        title="We could not load your transfers"
        onRetry={() => transfers.refetch()}
        retrying={transfers.isFetching}
      />
    );
  }
  if (transfers.data.transfers.length === 0) {
    return <Text c="dimmed">No transfers yet.</Text>;
  }
  return (
    <Box component="ul" p={0} m={0} aria-label="Transfers" style={{ listStyle: 'none' }}>
      {transfers.data.transfers.map((transfer) => (
        <TransferRow key={transfer.id} transfer={transfer} />
      ))}
    </Box>
  );
}

function TransferRow({ transfer }: { transfer: AchTransfer }) {
  const bank = `${transfer.linkedAccount.bankName} ${maskedNumber(transfer.linkedAccount.mask)}`;
  const badge = statusBadges[transfer.status];
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
        <Text fw={600}>{transfer.direction === 'IN' ? `From ${bank}` : `To ${bank}`}</Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {formatMonthDayYear(transfer.createdOn)}
            {transfer.status === 'PENDING' && ` · expected by ${formatMonthDayYear(transfer.settlesOn)}`}
          </Text>
          <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
        </Group>
      </Stack>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {/* Money leaving checking reads as negative, as on a statement. */}
        {formatCents(transfer.direction === 'IN' ? transfer.amount : -transfer.amount)}
      </Text>
    </Group>
  );
}
