import { emailSchema } from '@fernleaf/contract/fields';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { beginSignIn } from '../../../../lib/auth/oidc-client';
import { Notice } from '../../../../ui/notice';
import { emailHasAccount } from '../../api/check-email-exists';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

export const emailTakenMessage = 'An account with this email already exists';

/**
 * The email of the account the flow creates. An address that already has an account is offered a
 * sign-in that comes back to this step, which a member skips, with every answer kept.
 */
export function EmailStep({ answers, complete, back, currentPath }: StepProps) {
  const [value, setValue] = useState(answers.email ?? '');
  const [error, setError] = useState<string>();
  const [taken, setTaken] = useState(false);
  const [checking, setChecking] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit() {
    const checked = emailSchema.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    // The check is a convenience: when it cannot answer, creating the account refuses a taken email.
    const exists = await emailHasAccount(checked.data).catch(() => false);
    setChecking(false);
    if (exists) {
      setTaken(true);
      setError(emailTakenMessage);
      return;
    }
    complete({ email: checked.data });
  }

  function signIn() {
    setSignInFailed(false);
    beginSignIn({ screen: 'sign-in', returnTo: currentPath }).catch(() => setSignInFailed(true));
  }

  return (
    <StepForm label="Email address" onSubmit={() => void submit()} back={back} busy={checking}>
      <Stack gap="md">
        <TextInput
          ref={inputRef}
          label="Email"
          type="email"
          autoComplete="email"
          size="md"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
            setTaken(false);
          }}
          error={error}
          required
        />
        {taken && (
          <Notice tone="info" title="Welcome back">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Sign in to see your offers. Your answers so far are kept.</Text>
              <Button onClick={signIn}>Sign in</Button>
              {signInFailed && (
                <Text size="sm" role="alert">
                  We could not reach the sign-in service. Try again.
                </Text>
              )}
            </Stack>
          </Notice>
        )}
      </Stack>
    </StepForm>
  );
}
