import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { greetingFor } from '../lib/greeting';

/**
 * The member's dashboard, laid out for a phone (one column: alerts and the next step first) and a
 * desktop (the accounts in columns, `AccountColumns`). The route composes the parts. It imports no
 * part drawn only once the answers are in: the greeting and the loading line are the home's first
 * screen, and what they import is in its first download.
 */
export function HomePage({
  alerts,
  nextStep,
  accounts,
  start,
}: {
  /** What needs the member now. */
  alerts?: ReactNode;
  /** The next step of a product the member started. */
  nextStep?: ReactNode;
  /** The member's accounts (`AccountColumns`). */
  accounts?: ReactNode;
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
      {accounts}
      {start}
    </Stack>
  );
}
