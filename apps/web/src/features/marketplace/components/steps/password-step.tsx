import { signUp } from '@fernleaf/contract/auth';
import { passwordMinLength } from '@fernleaf/contract/fields';
import { Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { createAccountInline, InlineSignUpUnavailableError } from '../../../../lib/auth/create-account-inline';
import { beginSignIn } from '../../../../lib/auth/oidc-client';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { Notice } from '../../../../ui/notice';
import { StepForm } from '../flow/step-form';
import { StepLink } from '../flow/step-link';
import type { StepProps } from './step-props';

export type HumanCheckSlot = (onVerified: (token: string) => void) => ReactNode;

/**
 * Creates the account on this page, with the sign-up page's call and human check: the visitor never
 * leaves the flow. Their name is kept as the answer to the legal-name step.
 */
export function PasswordStep({
  vertical,
  answers,
  save,
  complete,
  back,
  nextPath,
  humanCheck,
}: StepProps & { humanCheck: HumanCheckSlot }) {
  const rememberBrowser = useAuthStore((state) => state.rememberBrowser);
  const setRememberBrowser = useAuthStore((state) => state.setRememberBrowser);
  const email = answers.email;
  const [humanToken, setHumanToken] = useState('');
  const [checkRun, setCheckRun] = useState(0);
  const form = useContractForm({
    schema: signUp.body,
    initialValues: {
      email: email ?? '',
      firstName: answers.firstName ?? '',
      lastName: answers.lastName ?? '',
      password: '',
    },
    toInput: (values) => ({ ...values, rememberBrowser, humanToken }),
    // The human check has no input of its own: its refusal shows under the check.
    fields: ['email', 'firstName', 'lastName', 'password', 'humanToken'],
  });

  if (!email) {
    return <Navigate to="/marketplace/$vertical/$step" params={{ vertical, step: 'email' }} search={{}} replace />;
  }

  async function submit(account: z.output<typeof signUp.body>) {
    save({ firstName: account.firstName, lastName: account.lastName });
    try {
      await createAccountInline(account, { returnTo: nextPath });
      complete({});
    } catch (error) {
      if (error instanceof InlineSignUpUnavailableError) {
        // The service answered in a way this page cannot follow: its own sign-up page still can.
        const left = await beginSignIn({ screen: 'sign-up', returnTo: nextPath }).then(
          () => true,
          () => false,
        );
        if (left) return;
      }
      // A refused token (expired, or spent by an earlier try) is replaced by running the check again.
      if (error instanceof ApiError && error.fields?.humanToken) {
        setHumanToken('');
        setCheckRun((run) => run + 1);
      }
      throw error;
    }
  }

  const field = (name: 'firstName' | 'lastName' | 'password') => ({
    id: `marketplace-${name}`,
    ...form.getInputProps(name),
    size: 'md' as const,
    required: true,
  });

  return (
    <StepForm
      label="Create your account"
      onSubmit={form.submit(submit)}
      back={back}
      busy={form.submitting}
      submitLabel="Create account"
    >
      <Stack gap="md">
        {form.formError && (
          <Notice tone="error" title="We could not create your account">
            {form.formError}
          </Notice>
        )}
        <TextInput
          id="marketplace-email"
          label="Email"
          {...form.getInputProps('email')}
          readOnly
          variant="filled"
          size="md"
          description={
            <StepLink vertical={vertical} step="email" size="sm">
              Use another email
            </StepLink>
          }
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Your name as it appears on your ID.
        </Text>
        <PasswordInput
          label="Password"
          description={`At least ${passwordMinLength} characters. A short sentence is easy to remember.`}
          autoComplete="new-password"
          // Mantine's password input marks an error with a data attribute only.
          aria-invalid={form.errors.password ? true : undefined}
          {...field('password')}
        />
        <Checkbox
          label="Remember this browser"
          checked={rememberBrowser}
          onChange={(event) => setRememberBrowser(event.currentTarget.checked)}
        />
        <Stack gap={4} key={checkRun}>
          {humanCheck(setHumanToken)}
          {form.errors.humanToken && (
            <Text size="sm" c="red.9" role="alert">
              {form.errors.humanToken}
            </Text>
          )}
        </Stack>
      </Stack>
    </StepForm>
  );
}
