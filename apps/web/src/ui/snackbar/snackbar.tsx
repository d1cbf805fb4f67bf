import { Box, Button, Group, getDefaultZIndex, Notification, Portal, Text, Transition } from '@mantine/core';
import type { CSSProperties } from 'react';
import { type ShownSnackbar, snackbarHideAnimationMs, useSnackbarStore } from './snackbar-store';

const showAnimationMs = 200;

/**
 * Shows the snackbar store's message at the bottom centre. The shell renders it once, inside
 * MantineProvider. The live region is always in the page, even when empty: screen readers announce
 * changes to a region they already know, not a region that appears with its text.
 */
export function Snackbar() {
  const snackbar = useSnackbarStore((state) => state.snackbar);
  const opened = useSnackbarStore((state) => state.opened);

  return (
    <Portal>
      <Box
        role="status"
        aria-live="polite"
        pos="fixed"
        bottom="var(--mantine-spacing-md)"
        left="50%"
        w="calc(100% - 2 * var(--mantine-spacing-md))"
        maw={480}
        // Above dialogs, so a message about a dialog's action is not hidden behind its overlay. The
        // empty region must not catch clicks meant for the page beneath it.
        style={{ transform: 'translateX(-50%)', zIndex: getDefaultZIndex('overlay'), pointerEvents: 'none' }}
      >
        <Transition
          mounted={opened}
          transition="slide-up"
          duration={showAnimationMs}
          exitDuration={snackbarHideAnimationMs}
        >
          {(styles) => <SnackbarNotification snackbar={snackbar} style={styles} />}
        </Transition>
      </Box>
    </Portal>
  );
}

function SnackbarNotification({ snackbar, style }: { snackbar: ShownSnackbar | null; style: CSSProperties }) {
  const { hideSnackbar, pauseAutoHide, resumeAutoHide } = useSnackbarStore.getState();
  if (!snackbar) return null;
  const { text, icon, actions = [] } = snackbar.options;

  return (
    <Notification
      key={snackbar.id}
      // Mantine's Notification is an alert; the polite live region around it already announces it.
      role="none"
      icon={icon}
      withBorder
      onClose={hideSnackbar}
      closeButtonProps={{ 'aria-label': 'Dismiss' }}
      onMouseEnter={pauseAutoHide}
      onMouseLeave={resumeAutoHide}
      onFocus={pauseAutoHide}
      onBlur={resumeAutoHide}
      style={{ ...style, pointerEvents: 'auto' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{text}</Text>
        {actions.map((action) => (
          <Button
            key={action.label}
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              hideSnackbar();
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </Notification>
  );
}
