import { signIn as signInDefinition } from '@fernleaf/contract/auth';
import { signIn } from '@fernleaf/contract/call-addresses/sign-in.gen';
import { errorCodes } from '@fernleaf/contract/errors';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { ControlsUntilReady } from '../../../ui/controls-until-ready';
import { PasswordField } from '../../../ui/password-field';
import { SignInServiceUnreachable, useInteractionInPlace } from './interaction-in-place';
import { SignInScreen } from './sign-in-screen';
import { useInteractionSubmit } from './use-interaction-submit';

/**
 * The sign-in form of the sign-in service's open interaction `uid`. Without one (the address has no
 * `uid`), the form shows at once, its button busy, while the page opens one (`useInteractionInPlace`).
 */
export function SignInForm({
  uid,
  brand,
  returnTo,
  takeInteraction,
}: {
  uid: string | undefined;
  brand?: string | undefined;
  returnTo?: string | undefined;
  /** Given, the interaction is opened without leaving the page and handed to it (`useOpenSignInService`). */
  takeInteraction?: ((uid: string) => void) | undefined;
}) {
  const { interaction, interactionQuery, unreachable, rememberBrowser, setRememberBrowser } = useInteractionInPlace(
    uid,
    { screen: 'sign-in', brand, returnTo },
    takeInteraction,
  );
  const form = useContractForm({
    schema: signInDefinition.body,
    initialValues: { email: '', password: '' },
    toInput: (values) => ({ ...values, rememberBrowser }),
  });
  const { leaving, send } = useInteractionSubmit(signIn);
  const [expired, setExpired] = useState(false);
  const signUpPath = brand ? `/auth/${brand}/sign-up${interactionQuery}` : `/sign-up${interactionQuery}`;

  const onSubmit = form.submit(async (body) => {
    setExpired(false);
    try {
      await send(body);
    } catch (error) {
      // The sign-in service forgot this attempt: the alert offers to start again.
      setExpired(error instanceof ApiError && error.code === errorCodes.SIGN_IN_SESSION_EXPIRED);
      throw error;
    }
  });

  return (
    <SignInScreen brand={brand} heading="Sign in">
      {unreachable && <SignInServiceUnreachable />}
      <form onSubmit={onSubmit} noValidate>
        <ControlsUntilReady ready={interaction !== undefined}>
          <Stack gap="md">
            {form.formError && (
              <Alert color="red" role="alert" title="We could not sign you in">
                {form.formError}{' '}
                {expired && (
                  <Anchor href="/login" fw={600}>
                    Start again
                  </Anchor>
                )}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
            <PasswordField {...form.getInputProps('password')} />
            <Anchor href={`/forgot-password${interactionQuery}`} size="sm" fw={600} mt={-8}>
              Forgot password?
            </Anchor>
            <Checkbox
              label="Remember this browser"
              description="Stay signed in on this device. Turn off on a shared computer."
              checked={rememberBrowser}
              onChange={(event) => setRememberBrowser(event.currentTarget.checked)}
            />
            {/* Busy until the service's interaction is known: a sign-in needs it. */}
            <Button
              type="submit"
              size="md"
              loading={form.submitting || leaving || (interaction === undefined && !unreachable)}
            >
              Sign in
            </Button>
            <Text size="sm" ta="center">
              New here?{' '}
              <Anchor href={signUpPath} fw={600}>
                Create an account
              </Anchor>
            </Text>
          </Stack>
        </ControlsUntilReady>
      </form>
    </SignInScreen>
  );
}
