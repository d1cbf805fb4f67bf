import type { LinkSession } from '@fernleaf/contract/bank';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PasswordField } from '../../../ui/password-field';
import { FailureAlert } from './failure-alert';
import { InstitutionBadge } from './institution-badge';
import type { useProviderSignIn } from './use-provider-sign-in';

export type ProviderSignIn = ReturnType<typeof useProviderSignIn>;

/**
 * The body of a provider's sign-in screen: the bank, the sandbox's own credentials printed for the
 * person testing, then username and password, the code step when the bank asks, and the closed
 * state with a way out (`failedAction`).
 */
export function ProviderSignInForm({
  session,
  signIn,
  failedAction,
}: {
  session: Pick<LinkSession, 'institution' | 'credentials'>;
  signIn: ProviderSignIn;
  failedAction: { label: string; onClick(): void };
}) {
  const { institution, credentials } = session;
  const { step, credentialsForm, codeForm, formError, notice, busy } = signIn;
  const codeInput = useRef<HTMLInputElement>(null);
  const failedBox = useRef<HTMLDivElement>(null);

  // The field the member needs next gets the keyboard when the step changes.
  useEffect(() => {
    if (step.kind === 'mfa') codeInput.current?.focus();
    if (step.kind === 'failed') failedBox.current?.focus();
  }, [step.kind]);

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <InstitutionBadge initials={institution.initials} color={institution.color} />
        <Text fw={700} size="lg">
          {institution.name}
        </Text>
      </Group>
      {/* A note, not an alert: Mantine's Alert would otherwise be announced as one. */}
      <Alert
        variant="light"
        color="gray"
        title="Test sign-in"
        role="note"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">
          Sandbox: use {credentials.username} / {credentials.password}
        </Text>
        <Text size="sm">
          To see the code step, use {credentials.mfaUsername} / {credentials.password}, then code {credentials.mfaCode}.
        </Text>
      </Alert>

      {notice && <FailureAlert>{notice}</FailureAlert>}
      {formError && <FailureAlert>{formError}</FailureAlert>}

      {step.kind === 'credentials' && (
        <form onSubmit={signIn.submitCredentials} noValidate>
          <Stack gap="sm">
            <Text size="sm">Enter the username and password you use for {institution.name} online banking.</Text>
            <TextInput
              label="Username"
              autoComplete="username"
              required
              data-autofocus
              {...credentialsForm.getInputProps('username')}
            />
            <PasswordField {...credentialsForm.getInputProps('password')} />
            <Button type="submit" loading={busy} color="dark">
              Sign in
            </Button>
          </Stack>
        </form>
      )}

      {step.kind === 'mfa' && (
        <form onSubmit={signIn.submitCode} noValidate>
          <Stack gap="sm">
            <Text size="sm">{step.prompt}</Text>
            <TextInput
              ref={codeInput}
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              required
              {...codeForm.getInputProps('code')}
              onChange={(event) => codeForm.setFieldValue('code', event.currentTarget.value.replace(/\D/g, ''))}
            />
            <Button type="submit" loading={busy} color="dark">
              Verify
            </Button>
          </Stack>
        </form>
      )}

      {step.kind === 'failed' && (
        <Stack gap="sm" ref={failedBox} tabIndex={-1} style={{ outline: 'none' }}>
          <FailureAlert title="Linking failed">{step.message}</FailureAlert>
          <Button onClick={failedAction.onClick} color="dark">
            {failedAction.label}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
