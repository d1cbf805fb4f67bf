import { Alert, Anchor } from '@mantine/core';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { type OpenSignInServiceOptions, useOpenSignInService } from './start-sign-in';

/**
 * What a sign-in or sign-up form needs of the sign-in service's interaction `uid`. Without one, the
 * page opens an interaction in place (`useOpenSignInService`) while its form shows, controls off. The
 * form is also the page the build prerenders (decision 070), and hydration must find it as written: the
 * interaction and this browser's stored choice are used from the render after it.
 */
export function useInteractionInPlace(
  uid: string | undefined,
  options: OpenSignInServiceOptions,
  takeInteraction: ((uid: string) => void) | undefined,
) {
  const hydrated = useHydrated();
  const interaction = hydrated ? uid : undefined;
  const unreachable = useOpenSignInService(options, uid === undefined, takeInteraction);
  const storedRememberBrowser = useAuthStore((state) => state.rememberBrowser);
  const setRememberBrowser = useAuthStore((state) => state.setRememberBrowser);
  return {
    hydrated,
    interaction,
    /** `?uid=…` for a link to the other screen of the same interaction, or nothing before there is one. */
    interactionQuery: interaction === undefined ? '' : `?uid=${encodeURIComponent(interaction)}`,
    unreachable,
    // Remembered unless this browser said otherwise (auth-store), as the prerender shows it.
    rememberBrowser: hydrated ? storedRememberBrowser : true,
    setRememberBrowser,
  };
}

/** The sign-in service did not answer the page's request for an interaction. */
export function SignInServiceUnreachable() {
  return (
    <Alert color="red" role="alert" title="We could not reach the sign-in service">
      <Anchor component="button" type="button" fw={600} onClick={() => window.location.reload()}>
        Try again
      </Anchor>
    </Alert>
  );
}
