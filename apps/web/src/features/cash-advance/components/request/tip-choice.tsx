import { formatDollars } from '@fernleaf/contract/money';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * The voluntary tip: $0 first and chosen unless the member picks another. A tip never changes what
 * the member may take or how it is delivered.
 */
export function TipChoice({
  options,
  value,
  onChange,
  error,
  disabled,
}: {
  options: number[];
  value: number;
  onChange: (tip: number) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const labelId = useId();
  const errorId = useId();
  const choices = options.includes(0) ? options : [0, ...options];
  return (
    <Stack gap={6}>
      <Text fw={500} id={labelId}>
        Tip (optional)
      </Text>
      <Text size="sm" c="dimmed">
        Tips are voluntary and help keep Cash Advance free of interest and mandatory fees. $0 is fine.
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        data={choices.map((tip) => ({
          value: String(tip),
          label: formatDollars(tip),
        }))}
        value={String(value)}
        onChange={(next) => onChange(Number(next))}
        disabled={disabled}
        fullWidth
        maw={480}
      />
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
