// "Forgot password": the member asks for a code by email, then sets a new password with it. The
// first answer is the same whether or not the email has an account, and so is what the page says.

// The definitions give the forms their schemas; the calls are sent by address.
import {
  passwordResetCodeLength,
  requestPasswordReset as requestPasswordResetDefinition,
  resetPassword as resetPasswordDefinition,
} from '@fernleaf/contract/auth';
import { requestPasswordReset } from '@fernleaf/contract/call-addresses/request-password-reset.gen';
import { resetPassword } from '@fernleaf/contract/call-addresses/reset-password.gen';
import { passwordMinLength } from '@fernleaf/contract/fields';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { digitCodePhrase } from '../../../lib/format/digit-code';
import { useHydrated } from '../../../lib/use-hydrated';
import { ControlsUntilReady } from '../../../ui/controls-until-ready';
import { PasswordField } from '../../../ui/password-field';
import { SignInScreen } from './sign-in-screen';

type Step = { name: 'email' } | { name: 'code'; email: string; expiresInMinutes: number } | { name: 'done' };

export function ForgotPasswordForm({ uid }: { uid?: string | undefined }) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const signInPath = uid ? `/login?uid=${encodeURIComponent(uid)}` : '/login';

  if (step.name === 'done') {
    return (
      <SignInScreen heading="Your password is reset">
        <Alert color="fern" role="status" title="All set">
          Sign in with your new password. For your security, every browser that was signed in to your account was signed
          out, and we sent you an email about the change.
        </Alert>
        <Button component="a" href={signInPath} size="md">
          Sign in
        </Button>
      </SignInScreen>
    );
  }
  if (step.name === 'code') {
    return (
      <NewPasswordStep
        email={step.email}
        expiresInMinutes={step.expiresInMinutes}
        onDone={() => setStep({ name: 'done' })}
        onStartAgain={() => setStep({ name: 'email' })}
      />
    );
  }
  return (
    <EmailStep
      signInPath={signInPath}
      onSent={(email, expiresInMinutes) => setStep({ name: 'code', email, expiresInMinutes })}
    />
  );
}

function EmailStep({
  signInPath,
  onSent,
}: {
  signInPath: string;
  onSent: (email: string, expiresInMinutes: number) => void;
}) {
  const form = useContractForm({ schema: requestPasswordResetDefinition.body, initialValues: { email: '' } });
  // The page comes prerendered (decision 070): its email field waits for the script that sends it.
  const hydrated = useHydrated();
  const onSubmit = form.submit(async (body) => {
    const { expiresInMinutes } = await callApi(requestPasswordReset, { body });
    onSent(body.email, expiresInMinutes);
  });

  return (
    <SignInScreen heading="Reset your password" intro="Enter the email of your account and we will send it a code.">
      <form onSubmit={onSubmit} noValidate>
        <ControlsUntilReady ready={hydrated}>
          <Stack gap="md">
            {form.formError && (
              <Alert color="red" role="alert" title="We could not send a code">
                {form.formError}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
            <Button type="submit" size="md" loading={form.submitting}>
              Send code
            </Button>
            <Text size="sm" ta="center">
              Remembered it?{' '}
              <Anchor href={signInPath} fw={600}>
                Back to sign in
              </Anchor>
            </Text>
          </Stack>
        </ControlsUntilReady>
      </form>
    </SignInScreen>
  );
}

function NewPasswordStep({
  email,
  expiresInMinutes,
  onDone,
  onStartAgain,
}: {
  email: string;
  expiresInMinutes: number;
  onDone: () => void;
  onStartAgain: () => void;
}) {
  // The email was given on the first step: a message about it belongs to the whole form.
  const form = useContractForm({
    schema: resetPasswordDefinition.body,
    initialValues: { code: '', password: '' },
    toInput: (values) => ({ email, ...values }),
  });
  const onSubmit = form.submit(async (body) => {
    await callApi(resetPassword, { body });
    onDone();
  });

  return (
    <SignInScreen
      heading="Check your email"
      intro={`If ${email} has an account, we sent it ${digitCodePhrase(passwordResetCodeLength)}. It works once, for ${expiresInMinutes} minutes.`}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {form.formError && (
            <Alert color="red" role="alert" title="We could not reset your password">
              {form.formError}
            </Alert>
          )}
          <TextInput
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={passwordResetCodeLength}
            required
            {...form.getInputProps('code')}
          />
          <PasswordField
            purpose="new"
            description={`At least ${passwordMinLength} characters.`}
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" loading={form.submitting}>
            Set new password
          </Button>
          <Text size="sm" ta="center">
            No email?{' '}
            <Anchor component="button" type="button" fw={600} onClick={onStartAgain}>
              Send a new code
            </Anchor>
          </Text>
        </Stack>
      </form>
    </SignInScreen>
  );
}
