import { Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { signIn } from '../../lib/auth/auth-actions';
import { usePageAuthStatus } from '../../lib/auth/use-page-auth-status';

/** Pages that need a member show a loader until the session is known, and go to sign-in without one. */
export function SignInGate({ children }: { children: ReactNode }) {
  const status = usePageAuthStatus();
  const mustSignIn = status === 'unauthorized' || status === 'loggedOut';

  useEffect(() => {
    if (mustSignIn) void signIn(`${window.location.pathname}${window.location.search}`);
  }, [mustSignIn]);

  if (status === 'authorized') return children;
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{mustSignIn ? 'Taking you to sign in…' : 'Loading your account…'}</Text>
      </Stack>
    </Center>
  );
}
