import { signUp as signUpDefinition } from '@fernleaf/contract/auth';
import { checkEmailExists } from '@fernleaf/contract/call-addresses/check-email-exists.gen';
import { signUp } from '@fernleaf/contract/call-addresses/sign-up.gen';
import { errorCodes } from '@fernleaf/contract/errors';
import { Alert, Anchor, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiError, callApi } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { ControlsUntilReady } from '../../../ui/controls-until-ready';
import { PasswordField } from '../../../ui/password-field';
import { signUpCopyOf } from '../lib/sign-up-template-copy';
import { SignInServiceUnreachable, useInteractionInPlace } from './interaction-in-place';
import { SignInScreen } from './sign-in-screen';
import { useInteractionSubmit } from './use-interaction-submit';

interface SignUpFormProps {
  /** The sign-in service's open interaction; without one, the form opens one (see below). */
  uid: string | undefined;
  brand?: string | undefined;
  /** The product's sign-up template, whose heading the page shows. */
  template?: string | undefined;
  /** The human check, composed by the route (it is another feature); it hands over a token. */
  humanCheck: (onVerified: (token: string) => void) => ReactNode;
  /** Given, an interaction is opened without leaving the page and handed to it (`useOpenSignInService`). */
  takeInteraction?: ((uid: string) => void) | undefined;
}

/**
 * The sign-up form of the sign-in service's interaction `uid`. Without one, the form shows at once,
 * its controls off and its button busy, while the page opens one (`useInteractionInPlace`); the
 * template's words, like the interaction, are used from the render after hydration.
 */
export function SignUpForm({ uid, brand, template, humanCheck, takeInteraction }: SignUpFormProps) {
  const { hydrated, interaction, interactionQuery, unreachable, rememberBrowser, setRememberBrowser } =
    useInteractionInPlace(uid, { screen: 'sign-up', brand }, takeInteraction);
  const [humanToken, setHumanToken] = useState('');
  const form = useContractForm({
    schema: signUpDefinition.body,
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    toInput: (values) => ({ ...values, rememberBrowser, humanToken }),
    // The human check's message shows under the check, not in the alert.
    fields: ['firstName', 'lastName', 'email', 'password', 'humanToken'],
  });
  const { leaving, send } = useInteractionSubmit(signUp);
  const [emailTaken, setEmailTaken] = useState(false);
  const signInPath = brand ? `/auth/${brand}/sign-in${interactionQuery}` : `/login${interactionQuery}`;
  const values = form.getValues();

  // The email-exists modal: offered as soon as the address is typed, not after the whole form.
  async function checkEmail() {
    const email = signUpDefinition.body.shape.email.safeParse(form.getValues().email);
    if (!email.success) return;
    try {
      const { exists } = await callApi(checkEmailExists, { query: { email: email.data } });
      setEmailTaken(exists);
    } catch {
      // The check is a convenience; the sign-up call refuses a taken email anyway.
    }
  }

  const onSubmit = form.submit(async (body) => {
    try {
      await send(body);
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCodes.EMAIL_TAKEN) setEmailTaken(true);
      throw error;
    }
  });

  return (
    <SignInScreen brand={brand} {...signUpCopyOf(hydrated ? template : undefined)}>
      {unreachable && <SignInServiceUnreachable />}
      <form onSubmit={onSubmit} noValidate>
        <ControlsUntilReady ready={interaction !== undefined}>
          <Stack gap="md">
            {form.formError && (
              <Alert color="red" role="alert" title="We could not create your account">
                {form.formError}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
              <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
              onBlur={checkEmail}
            />
            <PasswordField purpose="new" label="Password" {...form.getInputProps('password')} />
            <Checkbox
              label="Remember this browser"
              checked={rememberBrowser}
              onChange={(event) => setRememberBrowser(event.currentTarget.checked)}
            />
            <Stack gap={4}>
              {humanCheck(setHumanToken)}
              {form.errors.humanToken && (
                <Text size="sm" c="red.8" role="alert">
                  {form.errors.humanToken}
                </Text>
              )}
            </Stack>
            {/* Busy until the service's interaction is known: a sign-up needs it. */}
            <Button
              type="submit"
              size="md"
              loading={form.submitting || leaving || (interaction === undefined && !unreachable)}
            >
              Create account
            </Button>
            <Text size="sm" ta="center">
              Already have an account?{' '}
              <Anchor href={signInPath} fw={600}>
                Sign in
              </Anchor>
            </Text>
          </Stack>
        </ControlsUntilReady>
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
