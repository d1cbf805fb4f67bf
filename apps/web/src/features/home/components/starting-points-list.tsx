import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { StartingPoint } from '../lib/starting-points';

/** Where the member can start: a card per product they do not have yet, each with its way in. */
export function StartingPointsList({ title, points }: { title: string; points: readonly StartingPoint[] }) {
  const headingId = useId();
  if (points.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId} mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {points.map((point) => (
          <Card key={point.id} withBorder radius="lg" padding="lg">
            <Stack gap="sm" h="100%" justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={3} fz="h4">
                  {point.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {point.text}
                </Text>
              </Stack>
              <Button component={Link} to={point.action.to} variant="light">
                {point.action.label}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
