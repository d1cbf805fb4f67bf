import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

export type CampaignNoticeTone = 'error' | 'warning' | 'info';

const colors: Record<CampaignNoticeTone, string> = { error: 'red', warning: 'yellow', info: 'fern' };
// Mantine's light alert colours its title with shade 6, below 4.5:1 on the tint for red and yellow.
const titleColors: Record<CampaignNoticeTone, string> = {
  error: 'var(--mantine-color-red-9)',
  warning: 'var(--mantine-color-gray-9)',
  info: 'var(--mantine-color-fern-8)',
};

/** A message box; errors and warnings are alerts, so they are announced when they appear. */
export function CampaignNotice({
  tone,
  title,
  children,
}: {
  tone: CampaignNoticeTone;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color={colors[tone]}
      variant="light"
      title={title}
      role={tone === 'info' ? 'status' : 'alert'}
      styles={{ title: { color: titleColors[tone] }, message: { color: 'var(--mantine-color-text)' } }}
    >
      {children}
    </Alert>
  );
}
