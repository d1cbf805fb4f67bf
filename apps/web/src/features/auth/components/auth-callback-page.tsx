import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { loadProfile, signIn } from '../../../lib/auth/auth-actions';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { finishSignIn } from '../../../lib/auth/oidc-client';
import { startSession } from '../../../lib/auth/session';

// A code can be exchanged once; React's development double effect must not try twice.
let completing: Promise<string> | undefined;

async function complete(): Promise<string> {
  const { tokens, pending } = await finishSignIn(new URL(window.location.href));
  startSession(tokens, useAuthStore.getState().rememberBrowser);
  await loadProfile();
  const user = useAuthStore.getState().user;
  if (!user) throw new Error('The profile did not load.');
  // A new member, or one who never finished it, verifies a phone number before anything else, except
  // on the way into onboarding, which asks for the phone as one of its own steps.
  if (!user.phoneNumber?.isVerified && !pending.returnTo.startsWith('/onboarding/'))
    return `/verify-phone?returnTo=${encodeURIComponent(pending.returnTo)}`;
  return pending.returnTo;
}

export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    completing ??= complete();
    completing
      .then((destination) => navigate({ to: destination, replace: true }))
      .catch(() => {
        useAuthStore.getState().setStatus('unauthorized');
        setFailed(true);
      })
      .finally(() => {
        completing = undefined;
      });
  }, [navigate]);

  return (
    <Center component="main" mih="100dvh" px="md">
      {failed ? (
        <Stack align="center" gap="md" maw={420} ta="center">
          <Title order={1} fz="h2">
            We could not sign you in
          </Title>
          <Text>The sign-in did not complete. It may have taken too long, or been opened in another tab.</Text>
          <Button onClick={() => void signIn()}>Sign in again</Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>Signing you in…</Text>
        </Stack>
      )}
    </Center>
  );
}
