import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The member's accounts: one column on a phone; on a desktop checking on the left, the cash advance,
 * investing and the banks on the right.
 */
export function AccountColumns({
  money,
  side,
}: {
  /** The member's checking account. Empty for a member without one. */
  money?: ReactNode;
  /** The cash advance, investing and the linked banks, beside checking on a desktop. */
  side?: ReactNode;
}) {
  if (!money && !side) return null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: side ? 7 : 12 }}>
        <Stack gap="lg">{money}</Stack>
      </Grid.Col>
      {side && (
        <Grid.Col span={{ base: 12, md: money ? 5 : 12 }}>
          <Stack gap="lg">{side}</Stack>
        </Grid.Col>
      )}
    </Grid>
  );
}
