import { formatCents } from '@fernleaf/contract/money';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { useSandboxPayrollDeposit } from '../api/sandbox-payroll-deposit';
import { StatusText } from './status-text';

/** Outside production only: makes a payroll deposit arrive now, so the account can be tried out. */
export function SandboxPayrollButton() {
  const deposit = useSandboxPayrollDeposit();
  const [status, setStatus] = useState<{ text: string; failed: boolean }>();
  // One key per deposit asked for: kept while its outcome is unknown, so sending again replays it.
  const [keys] = useState(createSubmissionKeys);
  const sending = useOneAtATime();

  async function send() {
    setStatus(undefined);
    try {
      const { availableBalance } = await deposit.mutateAsync({ idempotencyKey: keys.keyFor('payroll-deposit') });
      keys.settle();
      setStatus({
        text: `A payroll deposit arrived. Available balance: ${formatCents(availableBalance)}.`,
        failed: false,
      });
    } catch {
      setStatus({ text: 'The payroll deposit did not go through. Please try again.', failed: true });
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        size="xs"
        loading={sending.pending || deposit.isPending}
        onClick={sending.onClick(send)}
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
