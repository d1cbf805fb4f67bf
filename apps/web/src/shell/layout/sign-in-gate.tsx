import { Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { signIn } from '../../lib/auth/auth-actions';
import { hasSession } from '../../lib/auth/session';
import { usePageAuthStatus } from '../../lib/auth/use-page-auth-status';

/**
 * Pages that need a member show a loader until the session is known, and go to sign-in without one.
 * A page that `drawsWithSession` (its route's meta) draws itself while the profile is on its way, once
 * the browser holds a session: a session the service refuses still ends at sign-in, as before.
 */
export function SignInGate({
  children,
  drawsWithSession = false,
}: {
  children: ReactNode;
  drawsWithSession?: boolean;
}) {
  const status = usePageAuthStatus();
  const mustSignIn = status === 'unauthorized' || status === 'loggedOut';

  useEffect(() => {
    if (mustSignIn) void signIn(`${window.location.pathname}${window.location.search}`);
  }, [mustSignIn]);

  if (status === 'authorized') return children;
  // The prerender and a hydrating page say `loading` whatever the session: only the browser's own
  // render draws the page early, so the build's frame stays the gate's loading line.
  if (drawsWithSession && status === 'loading' && hasSession()) return children;
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>{mustSignIn ? 'Taking you to sign in…' : 'Loading your account…'}</Text>
      </Stack>
    </Center>
  );
}
