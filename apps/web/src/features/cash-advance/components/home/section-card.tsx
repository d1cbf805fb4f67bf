import { Card, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled section of the home: a landmark named by its h2. */
export function SectionCard({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg" id={id}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
