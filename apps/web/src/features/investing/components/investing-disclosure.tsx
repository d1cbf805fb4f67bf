import { Text } from '@mantine/core';

/** On every investing page (decision 041): the prices are the sandbox's, and investing is not a deposit. */
export function InvestingDisclosure({ testId }: { testId: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      Prices are simulated. Not FDIC insured · May lose value · No bank guarantee.
    </Text>
  );
}
