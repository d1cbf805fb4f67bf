import { updateDateOfBirth } from '@fernleaf/contract/call-addresses/update-date-of-birth.gen';
import { updateTextPermission } from '@fernleaf/contract/call-addresses/update-text-permission.gen';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { loadProfile } from '../../../lib/auth/auth-actions';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { formatPhone } from '../../../lib/format/phone';
import { createDateOfBirthSchema, formatDateOfBirth } from '../../../lib/validate/date-of-birth';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';

const dateOfBirthSchema = z.object({ dateOfBirth: createDateOfBirthSchema() });

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" py="sm" wrap="wrap">
      <Text fw={600} miw={160}>
        {label}
      </Text>
      <Group gap="sm" justify="flex-end" style={{ flex: 1 }}>
        {children}
      </Group>
    </Group>
  );
}

/** The phone-verification feature's form, which the route puts in the phone dialog. */
export type PhoneVerificationSlot = (props: {
  initialPhone: string | undefined;
  onVerified: () => Promise<void>;
}) => ReactNode;

export function PersonalInfoPage({ phoneVerification }: { phoneVerification: PhoneVerificationSlot }) {
  const user = useAuthStore((state) => state.user);
  const [editingPhone, setEditingPhone] = useState(false);
  const dateOfBirthForm = useContractForm({
    schema: dateOfBirthSchema,
    initialValues: { dateOfBirth: user?.dateOfBirth ? (formatDateOfBirth(user.dateOfBirth) ?? '') : '' },
  });
  if (!user) return null;

  const saveDateOfBirth = dateOfBirthForm.submit(async (body) => {
    await callApi(updateDateOfBirth, { body });
    await loadProfile();
    showSnackbar({ text: 'Date of birth saved.' });
  });

  async function toggleTexts(textPermission: boolean) {
    try {
      await callApi(updateTextPermission, { body: { textPermission } });
      await loadProfile();
      showSnackbar({ text: textPermission ? 'We will text you about your account.' : 'Text messages turned off.' });
    } catch {
      showSnackbar({ text: 'We could not save that. Please try again.' });
    }
  }

  const phone = user.phoneNumber;
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Title order={1}>Personal information</Title>
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} fz="h4" mb="xs">
          Identity
        </Title>
        <Row label="Legal name">
          <Text>
            {user.firstName} {user.lastName}
          </Text>
        </Row>
        <Text size="sm" c="dimmed">
          Your legal name must match your ID. To correct it, contact member support.
        </Text>
        <Row label="Email">
          <Text>{user.email}</Text>
        </Row>
        {user.isDateOfBirthLocked && user.dateOfBirth ? (
          // The identity check was decided on this date: the server refuses a change (IDENTITY_FIELD_LOCKED).
          <>
            <Row label="Date of birth">
              <Text>{formatDateOfBirth(user.dateOfBirth)}</Text>
            </Row>
            <Text size="sm" c="dimmed">
              Your date of birth was checked with your identity, so it cannot be changed here. To correct it, contact
              member support.
            </Text>
          </>
        ) : (
          <form onSubmit={saveDateOfBirth} noValidate>
            <Group align="flex-end" gap="sm" py="sm" wrap="wrap">
              <TextInput
                label="Date of birth"
                description="MM/DD/YYYY"
                placeholder="MM/DD/YYYY"
                inputMode="numeric"
                autoComplete="bday"
                {...dateOfBirthForm.getInputProps('dateOfBirth')}
                // One field: a failure of the whole form shows under it.
                error={dateOfBirthForm.errorOf('dateOfBirth') ?? dateOfBirthForm.formError}
                style={{ flex: 1 }}
                miw={200}
                required
              />
              <Button type="submit" variant="light" loading={dateOfBirthForm.submitting}>
                Save
              </Button>
            </Group>
          </form>
        )}
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} fz="h4" mb="xs">
          Phone and text messages
        </Title>
        <Row label="Mobile phone">
          {phone ? (
            <>
              <Text>{formatPhone(phone.number)}</Text>
              <Badge color={phone.isVerified ? 'fern' : 'yellow'} variant="light">
                {phone.isVerified ? 'Verified' : 'Not verified'}
              </Badge>
            </>
          ) : (
            <Text c="dimmed">None yet</Text>
          )}
          <Button variant="light" size="xs" onClick={() => setEditingPhone(true)}>
            {phone ? (phone.isVerified ? 'Change' : 'Verify') : 'Add'}
          </Button>
        </Row>
        <Switch
          mt="sm"
          label="Text me about my account"
          description="Deposits, payments due and security alerts. Message and data rates may apply."
          checked={user.textPermission}
          onChange={(event) => void toggleTexts(event.currentTarget.checked)}
        />
        {!phone?.isVerified && (
          <Alert mt="md" color="yellow" variant="light">
            Verify a phone number to receive text messages.
          </Alert>
        )}
      </Card>
      <Modal opened={editingPhone} onClose={() => setEditingPhone(false)} title="Your mobile phone" centered>
        {phoneVerification({
          initialPhone: phone?.isVerified ? '' : phone?.number,
          onVerified: async () => {
            setEditingPhone(false);
            await loadProfile();
            showSnackbar({ text: 'Your phone number is verified.' });
          },
        })}
      </Modal>
    </Stack>
  );
}
