import { SimpleGrid, Stack, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  color?: string | undefined;
}

/** Label and value pairs in a grid that keeps each pair whole on a phone (a description list). */
export function Figures({ figures, cols = 2, testId }: { figures: readonly Figure[]; cols?: number; testId?: string }) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: cols }}
      spacing="sm"
      verticalSpacing="xs"
      m={0}
      data-testid={testId}
    >
      {figures.map((figure) => (
        <Stack key={figure.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fw={600} c={figure.color}>
            {figure.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
