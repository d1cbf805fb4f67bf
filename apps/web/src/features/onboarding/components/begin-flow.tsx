import type { OnboardingFlow } from '@fernleaf/contract/onboarding-flows';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useOnboardingStore } from '../../../lib/onboarding-flow-store';
import { onboardingStateQueryOptions } from '../api/onboarding-state';

/** A signed-in member arriving at a sign-up page: start (or resume) the flow at the step due now. */
export function BeginFlow({ flow }: { flow: OnboardingFlow }) {
  const state = useQuery(onboardingStateQueryOptions(flow));
  const update = useOnboardingStore((store) => store.update);
  useEffect(() => update({ isSignUpSuccess: true }), [update]);

  if (state.isError) {
    return (
      <Alert color="red" title="We could not start setting up your account" maw={560} mx="auto">
        <Button size="xs" variant="light" onClick={() => void state.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!state.data) {
    return (
      <Group gap="sm" role="status" justify="center" py="xl">
        <Loader size="sm" aria-hidden />
        <Text>Setting up your account…</Text>
      </Group>
    );
  }
  return <Navigate to={state.data.nextStep?.path ?? state.data.landing} replace />;
}
