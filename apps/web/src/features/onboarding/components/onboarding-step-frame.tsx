import type { OnboardingState } from '@fernleaf/contract/onboarding';
import type { OnboardingFlow } from '@fernleaf/contract/onboarding-flows';
import { Alert, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect } from 'react';
import { onboardingQueryKeys } from '../../../lib/query-keys/onboarding-query-keys';
import { fetchOnboardingState, onboardingStateQueryOptions, useCompleteStep } from '../api/onboarding-state';
import { takeFlowReturn } from '../lib/flow-return';
import { countSteps, readCountedSteps, saveCountedSteps } from '../lib/step-count';
import { stepTitle } from '../lib/step-titles';

export interface StepControls {
  /**
   * Goes to the step due now (or the landing page when done): from `known`, the state a call just
   * answered, or else by asking the server.
   */
  goToNext(known?: OnboardingState): Promise<void>;
  /** Records this (product) step as done, then goes to the step due now. */
  completeStep(): void;
  /** While `completeStep` is waiting for the server. */
  completing: boolean;
  state: OnboardingState;
}

/** "Step 2 of 4", holding across the flow (lib/step-count); a step an answer added says so. */
function StepCounter({ flow, step, steps }: { flow: OnboardingFlow; step: string; steps: OnboardingState['steps'] }) {
  const count = countSteps(readCountedSteps(flow), steps, step);
  useEffect(() => saveCountedSteps(flow, count.counted), [flow, count.counted]);
  if (count.position === 0) return null;
  return (
    <>
      <Text size="sm" c="dimmed">
        Step {count.position} of {count.total}
      </Text>
      <Progress.Root size="sm">
        <Progress.Section
          value={(count.position / count.total) * 100}
          aria-label={`Onboarding progress: step ${count.position} of ${count.total}`}
        />
      </Progress.Root>
      {count.addedHere && (
        <Text size="sm" role="status" aria-live="polite">
          Your answer added this step: {count.total} steps in all.
        </Text>
      )}
    </>
  );
}

/**
 * Every onboarding step sits in this frame: the server decides whether the step may be shown (a later
 * step sends the member back to the one they must finish), and the frame shows where they are.
 */
export function OnboardingStepFrame({
  flow,
  step,
  title,
  intro,
  bare = false,
  children,
}: {
  flow: OnboardingFlow;
  step: string;
  /** For a step whose id means something else in this flow (investing's account activation). */
  title?: string;
  intro?: ReactNode;
  /** Only the guard: for a product step that draws its own heading. */
  bare?: boolean;
  children: (controls: StepControls) => ReactNode;
}) {
  const state = useQuery(onboardingStateQueryOptions(flow, step));
  const complete = useCompleteStep(flow);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const goToNext = useCallback(
    async (known?: OnboardingState) => {
      const next = known ?? (await fetchOnboardingState({ flow }));
      await queryClient.invalidateQueries({ queryKey: onboardingQueryKeys.all });
      // A flow opened from another (checking from investing's "Add money") goes back there when done.
      const done = next.nextStep === null || next.nextStep === undefined;
      await navigate({ to: next.nextStep?.path ?? (done ? takeFlowReturn(flow) : undefined) ?? next.landing });
    },
    [flow, navigate, queryClient],
  );
  const completeStep = () => complete.mutate(step, { onSuccess: (next) => void goToNext(next) });

  // A cached answer from an earlier visit may say "not yet" for a step just reached: wait for today's.
  if (state.isPending || (state.isFetching && state.data?.visitAllowed === false)) {
    return (
      <Group gap="sm" role="status" justify="center" py="xl">
        <Loader size="sm" aria-hidden />
        <Text>Loading your next step…</Text>
      </Group>
    );
  }
  if (state.isError) {
    return (
      <Alert color="red" title="We could not load this step" maw={560} mx="auto">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Check your connection and try again.</Text>
          <Button size="xs" variant="light" onClick={() => void state.refetch()} loading={state.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!state.data.visitAllowed) {
    return <Navigate to={state.data.nextStep?.path ?? state.data.landing} replace />;
  }

  const controls = { goToNext, completeStep, completing: complete.isPending, state: state.data };
  if (bare) return children(controls);
  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Stack gap={6}>
        <StepCounter flow={flow} step={step} steps={state.data.steps} />
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title ?? stepTitle(step)}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {children(controls)}
    </Stack>
  );
}
