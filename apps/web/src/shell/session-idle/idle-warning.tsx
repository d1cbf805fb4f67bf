import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMinutesSeconds } from '../../lib/format/minutes-seconds';

export interface IdleWarningProps {
  opened: boolean;
  remainingSeconds: number;
  onStay: () => void;
  onSignOut: () => void;
}

/** "Are you still there?": the countdown before an inactive member is signed out. */
export function IdleWarning({ opened, remainingSeconds, onStay, onSignOut }: IdleWarningProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="Are you still there?" centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Text role="timer" aria-live="off">
          For your security, we will sign you out in {formatMinutesSeconds(remainingSeconds)}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onSignOut}>
            Sign out
          </Button>
          <Button onClick={onStay} data-autofocus>
            Stay signed in
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
