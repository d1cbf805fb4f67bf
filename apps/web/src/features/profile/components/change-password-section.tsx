import { passwordMinLength } from '@fernleaf/contract/fields';
import { changePasswordBody } from '@fernleaf/contract/profile-security';
import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';
import { useChangePassword } from '../api/change-password';
import { showServerErrors } from '../lib/form-server-errors';

export function ChangePasswordSection() {
  const changePassword = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: schemaResolver(changePasswordBody, { sync: true }),
  });

  const submit = form.onSubmit(
    async (values) => {
      try {
        const { signedOutBrowsers } = await changePassword.mutateAsync(values);
        form.reset();
        showSnackbar({
          text:
            signedOutBrowsers > 0
              ? `Password changed. ${signedOutBrowsers} other ${signedOutBrowsers === 1 ? 'browser was' : 'browsers were'} signed out.`
              : 'Password changed.',
          autoHideDuration: 6000,
        });
      } catch (error) {
        showServerErrors(form, error);
      }
    },
    // A field the browser's checks refused gets the focus, as the server's errors do.
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="password-heading">
      <Title order={2} fz="h4" id="password-heading">
        Password
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Changing your password signs you out of every other browser.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {form.errors.form && (
            <Alert color="red" role="alert" title="Your password was not changed">
              {form.errors.form}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            description={`At least ${passwordMinLength} characters. A short sentence is easy to remember.`}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <Button
            type="submit"
            loading={changePassword.isPending}
            disabled={changePassword.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
