// "Forgot password": the member asks for a code by email, then sets a new password with it. The
// first answer is the same whether or not the email has an account, and so is what the page says.
import { passwordResetCodeLength, requestPasswordReset, resetPassword } from '@fernleaf/contract/auth';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromApi, validateWith } from '../../../lib/form-errors';
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

function useSubmit() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  async function run(send: () => Promise<void>) {
    setErrors({});
    setSubmitting(true);
    try {
      await send();
    } catch (error) {
      setErrors(fieldErrorsFromApi(error));
    } finally {
      setSubmitting(false);
    }
  }
  return { errors, setErrors, submitting, run };
}

function EmailStep({
  signInPath,
  onSent,
}: {
  signInPath: string;
  onSent: (email: string, expiresInMinutes: number) => void;
}) {
  const [email, setEmail] = useState('');
  const { errors, setErrors, submitting, run } = useSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateWith(requestPasswordReset.body, { email });
    if (!checked.ok) return setErrors(checked.errors);
    await run(async () => {
      const { expiresInMinutes } = await callApi(requestPasswordReset, { body: checked.value });
      onSent(checked.value.email, expiresInMinutes);
    });
  }

  return (
    <SignInScreen heading="Reset your password" intro="Enter the email of your account and we will send it a code.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {errors.form && (
            <Alert color="red" role="alert" title="We could not send a code">
              {errors.form}
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
          <Button type="submit" size="md" loading={submitting}>
            Send code
          </Button>
          <Text size="sm" ta="center">
            Remembered it?{' '}
            <Anchor href={signInPath} fw={600}>
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
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
  const [values, setValues] = useState({ code: '', password: '' });
  const { errors, setErrors, submitting, run } = useSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateWith(resetPassword.body, { email, ...values });
    if (!checked.ok) return setErrors(checked.errors);
    await run(async () => {
      await callApi(resetPassword, { body: checked.value });
      onDone();
    });
  }

  return (
    <SignInScreen
      heading="Check your email"
      intro={`If ${email} has an account, we sent it a ${passwordResetCodeLength}-digit code. It works once, for ${expiresInMinutes} minutes.`}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {(errors.form || errors.email) && (
            <Alert color="red" role="alert" title="We could not reset your password">
              {errors.form ?? errors.email}
            </Alert>
          )}
          <TextInput
            label="Code from the email"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={passwordResetCodeLength}
            value={values.code}
            onChange={(event) => {
              const code = event.currentTarget.value;
              setValues((current) => ({ ...current, code }));
            }}
            error={errors.code}
            required
          />
          <PasswordInput
            label="New password"
            description="At least 12 characters."
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => {
              const password = event.currentTarget.value;
              setValues((current) => ({ ...current, password }));
            }}
            error={errors.password}
            required
          />
          <Button type="submit" size="md" loading={submitting}>
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
