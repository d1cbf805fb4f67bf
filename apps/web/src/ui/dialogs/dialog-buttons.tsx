import { Button, Group, Stack } from '@mantine/core';
import type { DialogButton, DialogButtonDirection } from './dialog-options';

/** The action buttons of a dialog; each closes the dialog first, then runs its own handler. */
export function DialogButtons({
  buttons,
  direction,
  onClose,
}: {
  buttons: DialogButton[];
  direction: DialogButtonDirection;
  onClose: () => void;
}) {
  if (buttons.length === 0) return null;
  const rendered = buttons.map((button) => (
    <Button
      key={button.label}
      color={button.color}
      data-testid={button['data-testid']}
      fullWidth={direction === 'column'}
      onClick={() => {
        // Closing first lets a handler open the next dialog without this close undoing it.
        onClose();
        button.onClick?.();
      }}
    >
      {button.label}
    </Button>
  ));
  return direction === 'row' ? (
    <Group grow gap="sm" w="100%">
      {rendered}
    </Group>
  ) : (
    <Stack gap="sm" w="100%">
      {rendered}
    </Stack>
  );
}
