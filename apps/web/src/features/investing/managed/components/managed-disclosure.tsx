import { Text } from '@mantine/core';

/** On every managed page (decision 041): the prices are the sandbox's, and investing is not a deposit. */
export function ManagedDisclosure() {
  return (
    <Text size="sm" c="dimmed" data-testid="managed-disclosure">
      Prices are simulated. Not FDIC insured · May lose value · No bank guarantee.
    </Text>
  );
}
