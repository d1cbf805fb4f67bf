import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const sections = [
  { to: '/investment/watchlist', label: 'Watchlist' },
  { to: '/investment/watchlist/search', label: 'Search' },
  { to: '/investment/news', label: 'News' },
  { to: '/investment/news/trending', label: 'Trending' },
] as const;

/**
 * The frame of the watchlist, asset and news pages: the heading, the notice that prices and stories
 * are simulated (decision 041: beside every price), and the way between these pages.
 */
export function MarketPageFrame({
  title,
  above,
  children,
}: {
  title: ReactNode;
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group component="nav" aria-label="Markets" gap="md">
          {sections.map((section) => (
            <Anchor
              key={section.to}
              component={Link}
              to={section.to}
              size="sm"
              activeOptions={{ exact: true }}
              activeProps={{ style: { fontWeight: 700 } }}
            >
              {section.label}
            </Anchor>
          ))}
        </Group>
        {above}
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed" data-testid="market-disclosure">
          Prices and news are simulated. Not FDIC insured · May lose value.
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
