import { signUp } from '@fernleaf/contract/auth';
import { passwordMinLength } from '@fernleaf/contract/fields';
import { Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { createAccountInline, InlineSignUpUnavailableError } from '../../../../lib/auth/create-account-inline';
import { beginSignIn } from '../../../../lib/auth/oidc-client';
import { type FieldErrors, fieldErrorsFromApi, validateWith } from '../../../../lib/form-errors';
import { Notice } from '../../../../ui/notice';
import { StepForm } from '../flow/step-form';
import { StepLink } from '../flow/step-link';
import type { StepProps } from './step-props';

export type HumanCheckSlot = (onVerified: (token: string) => void) => ReactNode;

const fieldOrder = ['email', 'firstName', 'lastName', 'password'] as const;

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
  const [values, setValues] = useState({
    firstName: answers.firstName ?? '',
    lastName: answers.lastName ?? '',
    password: '',
  });
  const [humanToken, setHumanToken] = useState('');
  const [checkRun, setCheckRun] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [creating, setCreating] = useState(false);
  const email = answers.email;

  if (!email) {
    return <Navigate to="/marketplace/$vertical/$step" params={{ vertical, step: 'email' }} search={{}} replace />;
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (first) document.getElementById(`marketplace-${first}`)?.focus();
  }

  async function submit(accountEmail: string) {
    const account = { ...values, email: accountEmail, rememberBrowser, humanToken };
    const checked = validateWith(signUp.body, account);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    save({ firstName: checked.value.firstName, lastName: checked.value.lastName });
    setErrors({});
    setCreating(true);
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
      setCreating(false);
      const found = fieldErrorsFromApi(error);
      // A refused token (expired, or spent by an earlier try) is replaced by running the check again.
      if (found.humanToken) {
        setHumanToken('');
        setCheckRun((run) => run + 1);
      }
      showErrors(found);
    }
  }

  const field = (name: keyof typeof values) => ({
    id: `marketplace-${name}`,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
    error: errors[name],
    size: 'md' as const,
    required: true,
  });

  return (
    <StepForm
      label="Create your account"
      onSubmit={() => void submit(email)}
      back={back}
      busy={creating}
      submitLabel="Create account"
    >
      <Stack gap="md">
        {errors.form && (
          <Notice tone="error" title="We could not create your account">
            {errors.form}
          </Notice>
        )}
        <TextInput
          id="marketplace-email"
          label="Email"
          value={email}
          readOnly
          variant="filled"
          error={errors.email}
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
          aria-invalid={errors.password ? true : undefined}
          {...field('password')}
        />
        <Checkbox
          label="Remember this browser"
          checked={rememberBrowser}
          onChange={(event) => setRememberBrowser(event.currentTarget.checked)}
        />
        <Stack gap={4} key={checkRun}>
          {humanCheck(setHumanToken)}
          {errors.humanToken && (
            <Text size="sm" c="red.9" role="alert">
              {errors.humanToken}
            </Text>
          )}
        </Stack>
      </Stack>
    </StepForm>
  );
}
