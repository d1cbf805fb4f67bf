import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { onboardingStateQueryOptions } from '../api/onboarding-state';
import { stepTitle } from '../lib/step-titles';

/** On the dashboard: a member who left onboarding midway picks up at the same step, on any device. */
export function ResumeOnboardingBanner() {
  const state = useQuery(onboardingStateQueryOptions());
  const next = state.data?.nextStep;
  if (!next) return null;
  return (
    <Card withBorder radius="lg" padding="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>Finish setting up your account</Text>
          <Text size="sm" c="dimmed">
            Next: {stepTitle(next.id)}
          </Text>
        </Stack>
        <Button component={Link} to={next.path}>
          Continue where you left off
        </Button>
      </Group>
    </Card>
  );
}
