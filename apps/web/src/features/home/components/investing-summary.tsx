import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DashboardSection } from './dashboard-section';

export interface InvestingSummaryLine {
  accountId: string;
  /** "Managed investing", "Self-directed investing". */
  name: string;
  /** Masked, `••••1234`. */
  accountNo: string;
  /** Integer cents: cash plus holdings at simulated prices. */
  valueCents: number;
  to: '/investment/managed' | '/investment/active';
}

/** The member's investment accounts, each with its value, and the way to each account's page. */
export function InvestingSummary({ lines }: { lines: readonly InvestingSummaryLine[] }) {
  return (
    <DashboardSection title="Investing" more={{ label: 'See investing', to: '/investment' }}>
      <Stack component="ul" gap={0} m={0} p={0} aria-label="Investment accounts" style={{ listStyle: 'none' }}>
        {lines.map((line) => (
          <Group
            component="li"
            key={line.accountId}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={line.to} fw={600}>
                {line.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                Account {line.accountNo}
              </Text>
            </Stack>
            <Text fw={600} data-testid="home-investment-value">
              {formatCents(line.valueCents)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed">
        Values at simulated prices. Not FDIC insured · May lose value.
      </Text>
    </DashboardSection>
  );
}
