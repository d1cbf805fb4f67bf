import { Card, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled part of the accounts page: a region named by its heading. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg">
      <Title order={2} fz="h3" id={headingId} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
