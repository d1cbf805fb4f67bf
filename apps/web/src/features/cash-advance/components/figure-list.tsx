import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  /** A line under the label, in smaller text. */
  note?: ReactNode;
  /** The total: shown stronger, with a rule above it. */
  emphasis?: boolean;
}

/**
 * Label and value pairs as a description list, so a screen reader reads each value with its label.
 * On a phone the value wraps under its label rather than squeezing it.
 */
export function FigureList({ figures, label }: { figures: Figure[]; label?: string }) {
  return (
    <Stack component="dl" gap={8} m={0} aria-label={label}>
      {figures.map((figure) => (
        <Group
          key={figure.label}
          justify="space-between"
          align="baseline"
          gap="xs"
          wrap="wrap"
          pt={figure.emphasis ? 8 : 0}
          style={figure.emphasis ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
        >
          <Stack gap={0} component="dt" style={{ flex: '1 1 10rem' }}>
            <Text fw={figure.emphasis ? 700 : 400}>{figure.label}</Text>
            {figure.note && (
              <Text size="sm" c="dimmed">
                {figure.note}
              </Text>
            )}
          </Stack>
          <Text component="dd" m={0} fw={figure.emphasis ? 700 : 500} ta="right">
            {figure.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
