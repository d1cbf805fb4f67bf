import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { productAreas } from '../../../lib/product-areas';
import { useAuthStore } from '../../auth/store';

export function greetingFor(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** `notice` is what other features need the member to see first, composed by the route. */
export function HomePage({ notice }: { notice?: ReactNode }) {
  const firstName = useAuthStore((state) => state.user?.firstName);
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>
          {greetingFor(new Date().getHours())}
          {firstName ? `, ${firstName}` : ''}
        </Title>
        <Text c="dimmed" size="lg">
          Everything you do with your money, in one place.
        </Text>
      </Stack>
      {notice}
      <section aria-labelledby="home-products">
        <Title order={2} id="home-products" fz="h3" mb="md">
          Where to next
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {productAreas.map((area) => (
            <UnstyledButton
              key={area.to}
              component={Link}
              to={area.to}
              data-app-install-tag={area.installTag.replace('header', 'home')}
            >
              <Card withBorder radius="lg" padding="lg" h="100%">
                <Text fw={700} fz="lg" c="fern.8">
                  {area.label}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {area.description}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
