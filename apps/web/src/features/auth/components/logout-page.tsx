import { Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { logout, signIn } from '../../../lib/auth/auth-actions';
import { hasSession } from '../../../lib/auth/session';
import { getBrandName } from '../../../lib/brand';

/** Signs out when a session is open (then the service brings the browser back here), else says so. */
export function LogoutPage() {
  const [signingOut, setSigningOut] = useState(hasSession);

  useEffect(() => {
    if (!hasSession()) return;
    logout()
      .then((serviceSignOut) => window.location.assign(serviceSignOut))
      .catch(() => setSigningOut(false));
  }, []);

  return (
    <Center component="main" mih="100dvh" px="md">
      {signingOut ? (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>Signing you out…</Text>
        </Stack>
      ) : (
        <Stack align="center" gap="md" maw={420} ta="center">
          <Title order={1} fz="h2">
            You have signed out
          </Title>
          <Text>Thanks for using {getBrandName()}. On a shared computer, close the browser to finish.</Text>
          <Button size="md" onClick={() => void signIn()}>
            Sign in again
          </Button>
          <Anchor component={Link} to="/">
            Go to the {getBrandName()} home page
          </Anchor>
        </Stack>
      )}
    </Center>
  );
}
