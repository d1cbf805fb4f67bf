import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A failure that belongs to no one field, announced when it appears. */
export function FormAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      // Mantine's light red text is below 4.5:1 on its tint; the body colour is not.
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      {message}
    </Alert>
  );
}
