import { signIn } from '@fernleaf/contract/auth';
import { errorCodes } from '@fernleaf/contract/errors';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { SignInScreen } from './sign-in-screen';
import { useInteractionSubmit } from './use-interaction-submit';

export function SignInForm({ uid, brand }: { uid: string; brand?: string | undefined }) {
  const rememberBrowser = useAuthStore((state) => state.rememberBrowser);
  const setRememberBrowser = useAuthStore((state) => state.setRememberBrowser);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, submitting, submit } = useInteractionSubmit(signIn);
  const [expired, setExpired] = useState(false);
  const signUpPath = brand ? `/auth/${brand}/sign-up?uid=${uid}` : `/sign-up?uid=${uid}`;

  async function onSubmit(event: FormEvent) {
    const failure = await submit(event, { email, password, rememberBrowser });
    setExpired(failure?.code === errorCodes.SIGN_IN_SESSION_EXPIRED);
  }

  return (
    <SignInScreen brand={brand} heading="Sign in">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {errors.form && (
            <Alert color="red" role="alert" title="We could not sign you in">
              {errors.form}{' '}
              {expired && (
                <Anchor href="/login" fw={600}>
                  Start again
                </Anchor>
              )}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            required
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <Anchor href={`/forgot-password?uid=${encodeURIComponent(uid)}`} size="sm" fw={600} mt={-8}>
            Forgot password?
          </Anchor>
          <Checkbox
            label="Remember this browser"
            description="Stay signed in on this device. Turn off on a shared computer."
            checked={rememberBrowser}
            onChange={(event) => setRememberBrowser(event.currentTarget.checked)}
          />
          <Button type="submit" size="md" loading={submitting}>
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
