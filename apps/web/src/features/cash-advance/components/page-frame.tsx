import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A cash-advance page: its one h1, a line saying what it is for, and a way back. Content sections
 * under it use h2. Narrow pages (forms) keep a readable width; the home uses the full width.
 */
export function PageFrame({
  title,
  intro,
  back,
  width = 'narrow',
  children,
}: {
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string };
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={width === 'narrow' ? 640 : undefined} mx={width === 'narrow' ? 'auto' : undefined} w="100%">
      <Stack gap={4}>
        {back && (
          <Anchor component={Link} to={back.to} size="sm">
            ← {back.label}
          </Anchor>
        )}
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
