import { signIn as signInDefinition } from '@fernleaf/contract/auth';
import { signIn } from '@fernleaf/contract/call-addresses/sign-in.gen';
import { errorCodes } from '@fernleaf/contract/errors';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { PasswordField } from '../../../ui/password-field';
import { SignInScreen } from './sign-in-screen';
import { useInteractionSubmit } from './use-interaction-submit';

export function SignInForm({ uid, brand }: { uid: string; brand?: string | undefined }) {
  const rememberBrowser = useAuthStore((state) => state.rememberBrowser);
  const setRememberBrowser = useAuthStore((state) => state.setRememberBrowser);
  const form = useContractForm({
    schema: signInDefinition.body,
    initialValues: { email: '', password: '' },
    toInput: (values) => ({ ...values, rememberBrowser }),
  });
  const { leaving, send } = useInteractionSubmit(signIn);
  const [expired, setExpired] = useState(false);
  const signUpPath = brand ? `/auth/${brand}/sign-up?uid=${uid}` : `/sign-up?uid=${uid}`;

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
      <form onSubmit={onSubmit} noValidate>
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
          <Anchor href={`/forgot-password?uid=${encodeURIComponent(uid)}`} size="sm" fw={600} mt={-8}>
            Forgot password?
          </Anchor>
          <Checkbox
            label="Remember this browser"
            description="Stay signed in on this device. Turn off on a shared computer."
            checked={rememberBrowser}
            onChange={(event) => setRememberBrowser(event.currentTarget.checked)}
          />
          <Button type="submit" size="md" loading={form.submitting || leaving}>
            Sign in
          </Button>
          <Text size="sm" ta="center">
            New here?{' '}
            <Anchor href={signUpPath} fw={600}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </SignInScreen>
  );
}
