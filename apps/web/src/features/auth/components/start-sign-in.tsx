import { Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { beginSignIn, type SignInScreen, safeReturnPath } from '../../../lib/auth/oidc-client';
import { hasSession } from '../../../lib/auth/session';

/** Opens the sign-in service; a member who is already signed in goes straight on. */
export function StartSignIn(props: {
  screen: SignInScreen;
  brand?: string | undefined;
  template?: string | undefined;
  returnTo?: string | undefined;
}) {
  const [failed, setFailed] = useState(false);
  const { screen, brand, template, returnTo } = props;

  useEffect(() => {
    // `returnTo` comes from the address, so anyone can write it: only a page of this site is followed.
    const destination = safeReturnPath(returnTo);
    if (hasSession()) {
      window.location.replace(destination);
      return;
    }
    beginSignIn({ screen, brand, template, returnTo: destination }).catch(() => setFailed(true));
  }, [screen, brand, template, returnTo]);

  return (
    <Center component="main" mih="100dvh" px="md">
      <Stack align="center" gap="sm" role="status">
        {failed ? (
          <>
            <Title order={1} fz="h4" fw={400}>
              We could not reach the sign-in service.
            </Title>
            <Button onClick={() => window.location.reload()}>Try again</Button>
          </>
        ) : (
          <>
            <Loader aria-hidden />
            {/* The page's one heading, so a screen reader's heading list says where they are. */}
            <Title order={1} fz="h4" fw={400}>
              {screen === 'sign-up' ? 'Opening sign-up…' : 'Taking you to sign in…'}
            </Title>
          </>
        )}
      </Stack>
    </Center>
  );
}
