import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';

/** A titled part of the home: a region named by its h2, with an optional link to the whole area. */
export function DashboardSection({
  title,
  more,
  children,
}: {
  title: string;
  more?: { label: string; to: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="h3" id={headingId}>
            {title}
          </Title>
          {more && (
            <Anchor component={Link} to={more.to} fw={600} size="sm">
              {more.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
