import { emailSchema } from '@fernleaf/contract/fields';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { beginSignIn } from '../../../../lib/auth/oidc-client';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { Notice } from '../../../../ui/notice';
import { emailHasAccount } from '../../api/check-email-exists';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

export const emailTakenMessage = 'An account with this email already exists';

const schema = z.object({ email: emailSchema });

/**
 * The email of the account the flow creates. An address that already has an account is offered a
 * sign-in that comes back to this step, which a member skips, with every answer kept.
 */
export function EmailStep({ answers, complete, back, currentPath }: StepProps) {
  const form = useContractForm({ schema, initialValues: { email: answers.email ?? '' } });
  const [taken, setTaken] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);

  async function submit({ email }: z.output<typeof schema>) {
    // The check is a convenience: when it cannot answer, creating the account refuses a taken email.
    const exists = await emailHasAccount(email).catch(() => false);
    if (exists) {
      setTaken(true);
      form.setFieldError('email', emailTakenMessage);
      return;
    }
    complete({ email });
  }

  function signIn() {
    setSignInFailed(false);
    beginSignIn({ screen: 'sign-in', returnTo: currentPath }).catch(() => setSignInFailed(true));
  }

  return (
    <StepForm label="Email address" onSubmit={form.submit(submit)} back={back} busy={form.submitting}>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          size="md"
          {...form.getInputProps('email')}
          onChange={(event) => {
            form.setFieldValue('email', event.currentTarget.value);
            setTaken(false);
          }}
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
