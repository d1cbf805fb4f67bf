import {
  confirmEmailChangeBody,
  emailChangeCodeLength,
  startEmailChangeBody,
} from '@fernleaf/contract/profile-security';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { CodeInput } from '../../../ui/code-input';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';
import { useConfirmEmailChange, useStartEmailChange } from '../api/change-email';

export function ChangeEmailSection({ currentEmail }: { currentEmail: string }) {
  const start = useStartEmailChange();
  const confirm = useConfirmEmailChange();
  // Set once a code was sent: the address it went to.
  const [sentTo, setSentTo] = useState<string>();
  const codeHeading = useRef<HTMLHeadingElement>(null);
  // The form changed under the keyboard: once the code step is on screen, its heading takes the focus
  // (after React commits it, which a timer or animation frame cannot be sure of).
  useEffect(() => {
    if (sentTo !== undefined) codeHeading.current?.focus();
  }, [sentTo]);

  const emailForm = useContractForm({ schema: startEmailChangeBody, initialValues: { newEmail: '' } });
  const codeForm = useContractForm({ schema: confirmEmailChangeBody, initialValues: { code: '' } });

  async function sendCode(values: { newEmail: string }) {
    try {
      const sent = await start.mutateAsync(values);
      setSentTo(sent.sentTo);
      codeForm.reset();
    } catch (error) {
      emailForm.showServerErrors(error);
    }
  }

  async function confirmCode(values: { code: string }) {
    const { email } = await confirm.mutateAsync(values);
    setSentTo(undefined);
    emailForm.reset();
    showSnackbar({ text: `Your email is now ${email}. Sign in with it from now on.`, autoHideDuration: 6000 });
  }

  function useAnotherEmail() {
    setSentTo(undefined);
    codeForm.reset();
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="email-heading">
      <Title order={2} fz="h4" id="email-heading">
        Email
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        You sign in with{' '}
        <Text span fw={600} c="var(--mantine-color-text)">
          {currentEmail}
        </Text>
        . To change it, we send a code to the new address, and tell this one.
      </Text>
      {sentTo === undefined ? (
        <form onSubmit={emailForm.onSubmit(sendCode)} noValidate>
          <Stack gap="md">
            {emailForm.formError && (
              <Alert color="red" role="alert" title="We could not send a code">
                {emailForm.formError}
              </Alert>
            )}
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              required
              {...emailForm.getInputProps('newEmail')}
            />
            <Button
              type="submit"
              loading={start.isPending}
              disabled={start.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              Send code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={codeForm.submit(confirmCode)} noValidate>
          <Stack gap="md">
            <Title order={3} fz="md" ref={codeHeading} tabIndex={-1}>
              Enter the code we sent to {sentTo}
            </Title>
            <Text size="sm" c="dimmed">
              The code works once and expires in 15 minutes. No email? Check your spam folder, or send a new code.
            </Text>
            {codeForm.formError && (
              <Alert color="red" role="alert" title="Your email was not changed">
                {codeForm.formError}
              </Alert>
            )}
            <CodeInput
              label="Code"
              length={emailChangeCodeLength}
              value={codeForm.values.code}
              onChange={(code) => codeForm.setFieldValue('code', code)}
              error={codeForm.errorOf('code')}
            />
            <Group gap="sm">
              <Button type="submit" loading={confirm.isPending} disabled={confirm.isPending}>
                Confirm new email
              </Button>
              <Button
                variant="default"
                onClick={() => void sendCode({ newEmail: sentTo })}
                loading={start.isPending}
                disabled={start.isPending || confirm.isPending}
              >
                Send a new code
              </Button>
              <Button variant="subtle" onClick={useAnotherEmail} disabled={confirm.isPending}>
                Use another email
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
