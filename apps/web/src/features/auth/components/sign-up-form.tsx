import { signUp } from '@fernleaf/contract/auth';
import { errorCodes } from '@fernleaf/contract/errors';
import { passwordMinLength } from '@fernleaf/contract/fields';
import { checkEmailExists } from '@fernleaf/contract/user';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { signUpCopyOf } from '../lib/sign-up-template-copy';
import { SignInScreen } from './sign-in-screen';
import { useInteractionSubmit } from './use-interaction-submit';

interface SignUpFormProps {
  uid: string;
  brand?: string | undefined;
  /** The product's sign-up template, whose heading the page shows. */
  template?: string | undefined;
  /** The human check, composed by the route (it is another feature); it hands over a token. */
  humanCheck: (onVerified: (token: string) => void) => ReactNode;
}

export function SignUpForm({ uid, brand, template, humanCheck }: SignUpFormProps) {
  const rememberBrowser = useAuthStore((state) => state.rememberBrowser);
  const setRememberBrowser = useAuthStore((state) => state.setRememberBrowser);
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const { errors, submitting, submit } = useInteractionSubmit(signUp);
  const [emailTaken, setEmailTaken] = useState(false);
  const [humanToken, setHumanToken] = useState('');
  const signInPath = brand ? `/auth/${brand}/sign-in?uid=${uid}` : `/login?uid=${uid}`;

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
  });

  // The email-exists modal: offered as soon as the address is typed, not after the whole form.
  async function checkEmail() {
    const email = signUp.body.shape.email.safeParse(values.email);
    if (!email.success) return;
    try {
      const { exists } = await callApi(checkEmailExists, { query: { email: email.data } });
      setEmailTaken(exists);
    } catch {
      // The check is a convenience; the sign-up call refuses a taken email anyway.
    }
  }

  async function onSubmit(event: FormEvent) {
    const failure = await submit(event, { ...values, rememberBrowser, humanToken });
    if (failure?.code === errorCodes.EMAIL_TAKEN) setEmailTaken(true);
  }

  return (
    <SignInScreen brand={brand} {...signUpCopyOf(template)}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {errors.form && (
            <Alert color="red" role="alert" title="We could not create your account">
              {errors.form}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="First name" autoComplete="given-name" required {...field('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" required {...field('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" required onBlur={checkEmail} {...field('email')} />
          <PasswordInput
            label="Password"
            description={`At least ${passwordMinLength} characters. A short sentence is easy to remember.`}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <Checkbox
            label="Remember this browser"
            checked={rememberBrowser}
            onChange={(event) => setRememberBrowser(event.currentTarget.checked)}
          />
          <Stack gap={4}>
            {humanCheck(setHumanToken)}
            {errors.humanToken && (
              <Text size="sm" c="red.8" role="alert">
                {errors.humanToken}
              </Text>
            )}
          </Stack>
          <Button type="submit" size="md" loading={submitting}>
            Create account
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor href={signInPath} fw={600}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Modal opened={emailTaken} onClose={() => setEmailTaken(false)} title="You already have an account" centered>
        <Stack gap="md">
          <Text>An account with {values.email.trim()} already exists. Sign in with it instead.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEmailTaken(false)}>
              Use another email
            </Button>
            <Button component="a" href={signInPath}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SignInScreen>
  );
}
