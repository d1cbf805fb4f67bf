import { formatCents } from '@fernleaf/contract/money';
import { Stack, Text } from '@mantine/core';

/** A big figure with its label above it, e.g. "Available" and the balance. */
export function Amount({ label, cents, testId }: { label: string; cents: number; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} data-testid={testId}>
        {formatCents(cents)}
      </Text>
    </Stack>
  );
}
