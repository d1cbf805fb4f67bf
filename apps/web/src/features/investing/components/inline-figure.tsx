import { Text } from '@mantine/core';

/** "Value: $20.45" on one line, the label dimmed: a holding's figures where a table is too wide. */
export function InlineFigure({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}
