import type { LinkedBank, LinkedBankStatus } from '@fernleaf/contract/bank';
import { formatCents } from '@fernleaf/contract/money';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DashboardSection } from './dashboard-section';

// Filled badges in shades that keep white text above 4.5:1, as on the accounts page.
const statusBadges: Record<Exclude<LinkedBankStatus, 'REMOVED'>, { label: string; color: string }> = {
  COMPLETE: { label: 'Linked', color: 'fern' },
  PENDING: { label: 'Connecting', color: 'gray.7' },
  UNLINKED: { label: 'Needs reconnecting', color: 'red.9' },
};

/** Each linked bank with its state and what its accounts hold. */
export function LinkedBanksSummary({ banks }: { banks: readonly LinkedBank[] }) {
  return (
    <DashboardSection title="Linked banks" more={{ label: 'Manage', to: '/accounts' }}>
      {banks.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Link the bank your pay goes into to see its balance here and to move money.</Text>
          <Button component={Link} to="/accounts" variant="light">
            Link a bank
          </Button>
        </Stack>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} aria-label="Linked banks" style={{ listStyle: 'none' }}>
          {banks.map((bank) => {
            const status = statusBadges[bank.status as keyof typeof statusBadges];
            const available = bank.accounts.reduce((sum, account) => sum + account.availableBalance, 0);
            return (
              <Group
                component="li"
                key={bank.id}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {bank.institution.name}
                  </Text>
                  {status && (
                    <Badge color={status.color} variant="filled" size="sm">
                      {status.label}
                    </Badge>
                  )}
                </Stack>
                {bank.status === 'COMPLETE' && bank.accounts.length > 0 && (
                  <Stack gap={0} align="flex-end">
                    <Text fw={600}>{formatCents(available)}</Text>
                    <Text size="sm" c="dimmed">
                      {bank.accounts.length === 1 ? '1 account' : `${bank.accounts.length} accounts`}
                    </Text>
                  </Stack>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </DashboardSection>
  );
}
