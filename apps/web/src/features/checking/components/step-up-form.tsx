import { stepUpBodySchema } from '@fernleaf/contract/step-up';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { CodeInput } from '../../../ui/code-input';
import { Notice } from '../../../ui/notice';
import { PasswordField } from '../../../ui/password-field';
import { passStepUp, sendStepUpCode } from '../api/step-up';

type CodeSession = { sessionId: string; sentTo: string; codeLength: number };

/**
 * Confirms it is the member before full numbers show: the password, or a code texted to the
 * verified phone. `onPassed` runs once the server opened its step-up window.
 */
export function StepUpForm({ onPassed }: { onPassed: () => void }) {
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [session, setSession] = useState<CodeSession>();
  const [sending, setSending] = useState(false);
  const form = useContractForm({
    schema: stepUpBodySchema,
    initialValues: { password: '', code: '' },
    toInput: ({ password, code }) =>
      method === 'password' ? { method, password } : { method, sessionId: session?.sessionId ?? '', code },
    // Only the chosen method's input shows; a message about the other goes to the whole form.
    fields: [method],
  });

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
    form.clearErrors();
    try {
      const sent = await sendStepUpCode();
      setSession({ sessionId: sent.sessionId, sentTo: sent.sentTo, codeLength: sent.codeLength });
      form.setFieldValue('code', '');
      setMethod('code');
      focusInputSoon();
    } catch (error) {
      form.showServerErrors(error);
    } finally {
      setSending(false);
    }
  }

  const submit = form.submit(async (body) => {
    await passStepUp(body);
    onPassed();
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Confirm it is you">
      <Stack gap="md">
        {method === 'password' ? (
          <>
            <Text size="sm">For your security, enter your password to see these numbers.</Text>
            <PasswordField {...form.getInputProps('password')} data-autofocus />
          </>
        ) : (
          <>
            <Text size="sm">Enter the code we texted to {session?.sentTo}. It expires in 10 minutes.</Text>
            <CodeInput
              label="Verification code"
              length={session?.codeLength ?? 6}
              value={form.values.code}
              onChange={(code) => form.setFieldValue('code', code)}
              error={form.errorOf('code')}
            />
          </>
        )}
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
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
          <Button type="submit" loading={form.submitting} disabled={sending}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
