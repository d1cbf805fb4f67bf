import { Image, Modal, rem, Stack, Text } from '@mantine/core';
import { DialogButtons } from './dialog-buttons';
import { type DialogOptions, resolveDialogOptions } from './dialog-options';

/** Close label of the header button; the footer buttons carry the caller's own labels. */
export const closeDialogLabel = 'Close dialog';

export function GenericDialog({
  options,
  opened,
  onClose,
}: {
  options: DialogOptions;
  opened: boolean;
  onClose: () => void;
}) {
  const dialog = resolveDialogOptions(options);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // Mantine links the title to the dialog (aria-labelledby) and traps focus inside it. Without
      // a close button, the trap starts on the first action button, so keyboard users can still act.
      title={dialog.title}
      size={dialog.widthPx}
      centered
      closeOnClickOutside={dialog.isDismissable}
      closeOnEscape={dialog.isDismissable}
      withCloseButton={dialog.isDismissable}
      closeButtonProps={{ 'aria-label': closeDialogLabel }}
      styles={{ title: { flex: 1, fontSize: rem(dialog.titleSize), fontWeight: 700, textAlign: dialog.alignment } }}
    >
      <Stack gap="md" align={dialog.alignment === 'center' ? 'center' : 'stretch'} ta={dialog.alignment}>
        {dialog.subtitle && <Text fw={600}>{dialog.subtitle}</Text>}
        {dialog.image && (
          <Image
            src={dialog.image.src}
            alt={dialog.image.alt}
            width={dialog.image.width}
            height={dialog.image.height}
            w={dialog.image.width}
            maw="100%"
            h="auto"
          />
        )}
        {dialog.textLines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <DialogButtons buttons={dialog.buttons} direction={dialog.buttonDirection} onClose={onClose} />
      </Stack>
    </Modal>
  );
}
