import {
  confirmEmailChangeBody,
  emailChangeCodeLength,
  startEmailChangeBody,
} from '@fernleaf/contract/profile-security';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { CodeInput } from '../../../ui/code-input';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';
import { useConfirmEmailChange, useStartEmailChange } from '../api/change-email';
import { showServerErrors } from '../lib/form-server-errors';

export function ChangeEmailSection({ currentEmail }: { currentEmail: string }) {
  const start = useStartEmailChange();
  const confirm = useConfirmEmailChange();
  // Set once a code was sent: the address it went to.
  const [sentTo, setSentTo] = useState<string>();
  const codeHeading = useRef<HTMLHeadingElement>(null);

  const emailForm = useForm({
    initialValues: { newEmail: '' },
    validate: schemaResolver(startEmailChangeBody, { sync: true }),
  });
  const codeForm = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(confirmEmailChangeBody, { sync: true }),
  });

  async function sendCode(values: { newEmail: string }) {
    try {
      const sent = await start.mutateAsync(values);
      setSentTo(sent.sentTo);
      codeForm.reset();
      // The form changed under the keyboard: the new step's heading takes the focus.
      requestAnimationFrame(() => codeHeading.current?.focus());
    } catch (error) {
      showServerErrors(emailForm, error);
    }
  }

  async function confirmCode(values: { code: string }) {
    try {
      const { email } = await confirm.mutateAsync(values);
      setSentTo(undefined);
      emailForm.reset();
      showSnackbar({ text: `Your email is now ${email}. Sign in with it from now on.`, autoHideDuration: 6000 });
    } catch (error) {
      codeForm.setErrors({ code: undefined });
      showServerErrors(codeForm, error);
    }
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
            {emailForm.errors.form && (
              <Alert color="red" role="alert" title="We could not send a code">
                {emailForm.errors.form}
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
        <form onSubmit={codeForm.onSubmit(confirmCode)} noValidate>
          <Stack gap="md">
            <Title order={3} fz="md" ref={codeHeading} tabIndex={-1}>
              Enter the code we sent to {sentTo}
            </Title>
            <Text size="sm" c="dimmed">
              The code works once and expires in 15 minutes. No email? Check your spam folder, or send a new code.
            </Text>
            {codeForm.errors.form && (
              <Alert color="red" role="alert" title="Your email was not changed">
                {codeForm.errors.form}
              </Alert>
            )}
            <CodeInput
              label="Code"
              length={emailChangeCodeLength}
              value={codeForm.values.code}
              onChange={(code) => codeForm.setFieldValue('code', code)}
              error={typeof codeForm.errors.code === 'string' ? codeForm.errors.code : undefined}
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
