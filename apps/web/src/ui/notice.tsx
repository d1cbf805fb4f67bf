import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'warning' | 'info' | 'success';

const colors: Record<NoticeTone, string> = { error: 'red', warning: 'yellow', info: 'blue', success: 'fern' };
// Mantine's light alert colours its title with shade 6, below 4.5:1 on the tint for red, yellow and blue.
const titleColors: Record<NoticeTone, string> = {
  error: 'var(--mantine-color-red-9)',
  warning: 'var(--mantine-color-gray-9)',
  info: 'var(--mantine-color-blue-9)',
  success: 'var(--mantine-color-fern-8)',
};

/** A message box; errors and warnings are alerts, announced when they appear. */
export function Notice({ tone, title, children }: { tone: NoticeTone; title?: string; children: ReactNode }) {
  return (
    <Alert
      color={colors[tone]}
      variant="light"
      title={title}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      styles={{ title: { color: titleColors[tone] }, message: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}
