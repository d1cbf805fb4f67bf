import type { LinkSession } from '@fernleaf/contract/bank';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FailureAlert } from '../../../ui/failure-alert';
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
  const { step, errors, notice, busy } = signIn;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const failedBox = useRef<HTMLDivElement>(null);

  // The field the member needs next gets the keyboard when the step changes.
  useEffect(() => {
    if (step.kind === 'mfa') codeInput.current?.focus();
    if (step.kind === 'failed') failedBox.current?.focus();
  }, [step.kind]);

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    void signIn.submitCredentials({ username, password });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void signIn.submitCode(code);
  };

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
      {errors.form && <FailureAlert>{errors.form}</FailureAlert>}

      {step.kind === 'credentials' && (
        <form onSubmit={submitCredentials} noValidate>
          <Stack gap="sm">
            <Text size="sm">Enter the username and password you use for {institution.name} online banking.</Text>
            <TextInput
              label="Username"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              error={errors.username}
              required
              data-autofocus
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              required
            />
            <Button type="submit" loading={busy} color="dark">
              Sign in
            </Button>
          </Stack>
        </form>
      )}

      {step.kind === 'mfa' && (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="sm">
            <Text size="sm">{step.prompt}</Text>
            <TextInput
              ref={codeInput}
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
              error={errors.code}
              required
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
