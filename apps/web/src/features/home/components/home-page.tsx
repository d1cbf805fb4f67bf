import { Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { greetingFor } from '../lib/greeting';

/**
 * The member's dashboard, laid out for a phone (one column: alerts and the next step first) and a
 * desktop (checking on the left, the cash advance and the banks on the right). The route composes the parts.
 */
export function HomePage({
  alerts,
  nextStep,
  money,
  side,
  start,
}: {
  /** What needs the member now. */
  alerts?: ReactNode;
  /** The next step of a product the member started. */
  nextStep?: ReactNode;
  /** The member's checking account. Empty for a member without one. */
  money?: ReactNode;
  /** The cash advance and the linked banks, beside checking on a desktop. */
  side?: ReactNode;
  /** Where to start with what the member does not have. */
  start?: ReactNode;
}) {
  const firstName = useAuthStore((state) => state.user?.firstName);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>
          {greetingFor(new Date().getHours())}
          {firstName ? `, ${firstName}` : ''}
        </Title>
        <Text c="dimmed" size="lg">
          Your money at a glance.
        </Text>
      </Stack>
      {alerts}
      {nextStep}
      {(money || side) && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: side ? 7 : 12 }}>
            <Stack gap="lg">{money}</Stack>
          </Grid.Col>
          {side && (
            <Grid.Col span={{ base: 12, md: money ? 5 : 12 }}>
              <Stack gap="lg">{side}</Stack>
            </Grid.Col>
          )}
        </Grid>
      )}
      {start}
    </Stack>
  );
}
