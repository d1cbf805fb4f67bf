import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A failure that belongs to no one field, announced when it appears. */
export function FormAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      // Mantine's light red text is below 4.5:1 on its tint; these colours are not.
      styles={{ title: { color: 'var(--mantine-color-red-9)' }, message: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}
