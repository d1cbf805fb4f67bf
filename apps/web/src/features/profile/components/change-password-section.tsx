import { changePasswordBody } from '@fernleaf/contract/profile-security';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { PasswordField } from '../../../ui/password-field';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordSection() {
  const changePassword = useChangePassword();
  const form = useContractForm({
    schema: changePasswordBody,
    initialValues: { currentPassword: '', newPassword: '' },
  });

  const submit = form.submit(async (values) => {
    const { signedOutBrowsers } = await changePassword.mutateAsync(values);
    form.reset();
    showSnackbar({
      text:
        signedOutBrowsers > 0
          ? `Password changed. ${signedOutBrowsers} other ${signedOutBrowsers === 1 ? 'browser was' : 'browsers were'} signed out.`
          : 'Password changed.',
      autoHideDuration: 6000,
    });
  });

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
          {form.formError && (
            <Alert color="red" role="alert" title="Your password was not changed">
              {form.formError}
            </Alert>
          )}
          <PasswordField label="Current password" {...form.getInputProps('currentPassword')} />
          <PasswordField purpose="new" {...form.getInputProps('newPassword')} />
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
