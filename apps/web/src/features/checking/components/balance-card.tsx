import type { CheckingAccountInfo } from '@fernleaf/contract/checking';
import { formatCents } from '@fernleaf/contract/money';
import { Group, Stack, Text } from '@mantine/core';

/** The checking balances: what may be spent now, what has settled, and deposits on their way. */
export function BalanceCard({ info }: { info: CheckingAccountInfo }) {
  return (
    <Stack gap="sm">
      <Group component="dl" m={0} gap="xl" align="flex-end" wrap="wrap">
        <Stack gap={0} w="100%">
          <Text component="dt" size="sm" c="dimmed">
            Available balance
          </Text>
          <Text component="dd" m={0} fz={36} fw={700} lh={1.2} data-testid="available-balance">
            {formatCents(info.availableBalance)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            Current balance
          </Text>
          <Text component="dd" m={0} fw={600} data-testid="current-balance">
            {formatCents(info.currentBalance)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            Pending deposits
          </Text>
          <Text component="dd" m={0} fw={600} data-testid="pending-deposits">
            {formatCents(info.pendingDeposits)}
          </Text>
        </Stack>
      </Group>
      <Text size="xs" c="dimmed">
        Available balance is what you can spend now: settled money less transfers on their way out.
      </Text>
    </Stack>
  );
}
