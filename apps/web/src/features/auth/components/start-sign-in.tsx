import { Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { beginSignIn, openSignInInteraction, type SignInScreen, safeReturnPath } from '../../../lib/auth/oidc-client';
import { hasSession } from '../../../lib/auth/session';

export interface OpenSignInServiceOptions {
  screen: SignInScreen;
  brand?: string | undefined;
  template?: string | undefined;
  returnTo?: string | undefined;
}

/**
 * Sends the browser to the sign-in service (a member who is already signed in goes straight on) once
 * `open` is true; answers whether the service could not be reached. With `takeInteraction`, the
 * interaction is opened in place (`openSignInInteraction`) and handed to it when the service answers
 * this same page, instead of leaving the page.
 */
export function useOpenSignInService(
  { screen, brand, template, returnTo }: OpenSignInServiceOptions,
  open = true,
  takeInteraction?: (uid: string) => void,
) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    // `returnTo` comes from the address, so anyone can write it: only a page of this site is followed.
    const destination = safeReturnPath(returnTo);
    if (hasSession()) {
      window.location.replace(destination);
      return;
    }
    const request = { screen, brand, template, returnTo: destination };
    if (!takeInteraction) {
      beginSignIn(request).catch(() => setFailed(true));
      return;
    }
    openSignInInteraction(request).then(
      (landed) => {
        const uid = landed.searchParams.get('uid');
        if (landed.pathname === window.location.pathname && uid) takeInteraction(uid);
        else window.location.assign(landed.href);
      },
      () => setFailed(true),
    );
  }, [open, screen, brand, template, returnTo, takeInteraction]);
  return failed;
}

/**
 * Opens the sign-in service; a member who is already signed in goes straight on. With `open` false it
 * only shows the wait (a prerendered page hydrating at an address that has its interaction already).
 */
export function StartSignIn({ open = true, ...props }: OpenSignInServiceOptions & { open?: boolean }) {
  const failed = useOpenSignInService(props, open);
  const { screen } = props;

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
