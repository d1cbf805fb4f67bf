import { stepUpBodySchema } from '@fernleaf/contract/step-up';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, validateWith } from '../../../lib/form-errors';
import { CodeInput } from '../../../ui/code-input';
import { Notice } from '../../../ui/notice';
import { passStepUp, sendStepUpCode } from '../api/step-up';
import { fieldErrorsFor } from '../lib/field-errors-for';

type CodeSession = { sessionId: string; sentTo: string; codeLength: number };

/**
 * Confirms it is the member before full numbers show: the password, or a code texted to the
 * verified phone. `onPassed` runs once the server opened its step-up window.
 */
export function StepUpForm({ onPassed }: { onPassed: () => void }) {
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [session, setSession] = useState<CodeSession>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);

  // Switching between password and code replaces the input, and the button that switched is gone:
  // focus moves to the new input once the switch has rendered (after the browser settles the click).
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    const timer = setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusRequest]);
  const focusInputSoon = () => setFocusRequest((count) => count + 1);

  async function sendCode() {
    setSending(true);
    setErrors({});
    try {
      const sent = await sendStepUpCode();
      setSession({ sessionId: sent.sessionId, sentTo: sent.sentTo, codeLength: sent.codeLength });
      setCode('');
      setMethod('code');
      focusInputSoon();
    } catch (error) {
      setErrors(fieldErrorsFor(error, []));
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = method === 'password' ? { method, password } : { method, sessionId: session?.sessionId ?? '', code };
    const checked = validateWith(stepUpBodySchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setChecking(true);
    setErrors({});
    try {
      await passStepUp(checked.value);
      onPassed();
    } catch (error) {
      setErrors(fieldErrorsFor(error, [method === 'password' ? 'password' : 'code']));
    } finally {
      setChecking(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Confirm it is you">
      <Stack gap="md">
        {method === 'password' ? (
          <>
            <Text size="sm">For your security, enter your password to see these numbers.</Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              required
              data-autofocus
            />
          </>
        ) : (
          <>
            <Text size="sm">Enter the code we texted to {session?.sentTo}. It expires in 10 minutes.</Text>
            <CodeInput
              label="Verification code"
              length={session?.codeLength ?? 6}
              value={code}
              onChange={setCode}
              error={errors.code}
            />
          </>
        )}
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <Group justify="space-between" wrap="wrap" gap="sm">
          {method === 'password' ? (
            <Anchor component="button" type="button" onClick={sendCode} disabled={sending} fw={600} size="sm">
              {sending ? 'Sending a code…' : 'Text me a code instead'}
            </Anchor>
          ) : (
            <Group gap="md">
              <Anchor
                component="button"
                type="button"
                onClick={() => {
                  setMethod('password');
                  focusInputSoon();
                }}
                fw={600}
                size="sm"
              >
                Use my password instead
              </Anchor>
              <Anchor component="button" type="button" onClick={sendCode} disabled={sending} fw={600} size="sm">
                {sending ? 'Sending…' : 'Send a new code'}
              </Anchor>
            </Group>
          )}
          <Button type="submit" loading={checking} disabled={sending}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
