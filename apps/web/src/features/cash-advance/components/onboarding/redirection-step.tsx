import type { OnboardingState } from '@fernleaf/contract/onboarding';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { RetryAlert } from '../../../../ui/load-states';
import { useCashAdvanceAccess } from '../../api/get-cash-advance-access';
import { setUpTarget, stepTarget } from '../../lib/redirection-target';

/**
 * Onboarding entry: to the cash advance's home once it is set up (the access call), else to the step
 * due now (the onboarding state of the instacash flow, which starts the flow for a new member).
 * The route gives the onboarding feature's query of that state.
 */
export function RedirectionStep<Key extends QueryKey>({
  onboardingState,
}: {
  onboardingState: UseQueryOptions<OnboardingState, Error, OnboardingState, Key>;
}) {
  const access = useCashAdvanceAccess();
  const home = access.data ? setUpTarget(access.data) : null;
  const state = useQuery({ ...onboardingState, enabled: access.isSuccess && home === null });

  if (home) return <Navigate to={home} replace />;
  if (state.isSuccess) return <Navigate to={stepTarget(state.data)} replace />;
  if (access.isError || state.isError) {
    return (
      <Stack maw={560} mx="auto">
        <RetryAlert
          title="We could not check where you are"
          onRetry={() => void (access.isError ? access.refetch() : state.refetch())}
          retrying={access.isFetching || state.isFetching}
        />
      </Stack>
    );
  }
  return (
    <Center mih="40vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Taking you to Cash Advance…</Text>
      </Stack>
    </Center>
  );
}
