import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { checkingAccountInfoQueryOptions } from '../../api/get-checking-account-info';
import { RetryAlert } from '../retry-alert';

/** Onboarding entry: a member with a checking account goes to /accounts, one without to the intro. */
export function RedirectionStep() {
  const info = useQuery(checkingAccountInfoQueryOptions());
  if (info.isSuccess) {
    return <Navigate to={info.data ? '/accounts' : '/onboarding/roarmoney/intro'} replace />;
  }
  if (info.isError) {
    return (
      <Stack maw={560} mx="auto">
        <RetryAlert title="We could not check your account" onRetry={() => info.refetch()} retrying={info.isFetching} />
      </Stack>
    );
  }
  return (
    <Center mih="40vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Checking your account…</Text>
      </Stack>
    </Center>
  );
}
