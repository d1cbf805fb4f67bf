import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '../../../lib/format/money';
import { useSandboxPayrollDeposit } from '../api/sandbox-payroll-deposit';
import { StatusText } from './status-text';

/** Outside production only: makes a payroll deposit arrive now, so the account can be tried out. */
export function SandboxPayrollButton() {
  const deposit = useSandboxPayrollDeposit();
  const [status, setStatus] = useState<{ text: string; failed: boolean }>();

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        size="xs"
        loading={deposit.isPending}
        onClick={() => {
          setStatus(undefined);
          deposit.mutate(undefined, {
            onSuccess: ({ availableBalance }) =>
              setStatus({
                text: `A payroll deposit arrived. Available balance: ${formatCents(availableBalance)}.`,
                failed: false,
              }),
            onError: () =>
              setStatus({ text: 'The payroll deposit did not go through. Please try again.', failed: true }),
          });
        }}
      >
        Simulate payroll deposit
      </Button>
      <Text size="xs" c="dimmed">
        Sandbox only: not shown in production.
      </Text>
      <StatusText message={status?.text} c={status?.failed ? 'red.9' : undefined} />
    </Stack>
  );
}
