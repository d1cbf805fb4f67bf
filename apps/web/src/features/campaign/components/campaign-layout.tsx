import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Every campaign screen: one heading, a line under it, then the screen's own content. */
export function CampaignLayout({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {lead && (
          <Text c="dimmed" size="lg">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
