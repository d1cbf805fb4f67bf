import type { DebitCard } from '@fernleaf/contract/checking';
import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useLockDebitCard } from '../api/lock-debit-card';
import { lockConfirmation } from '../lib/card-display';
import { StatusText } from './status-text';

/** Locks or unlocks the card; the new state is announced once the server has applied it. */
export function CardLockSwitch({ card }: { card: DebitCard }) {
  const lock = useLockDebitCard();
  const [status, setStatus] = useState<{ text: string; failed: boolean }>();
  // While the change is on its way the switch shows what was asked, then what the server says.
  const checked = lock.isPending ? lock.variables : card.locked;

  function change(locked: boolean) {
    setStatus(undefined);
    lock.mutate(locked, {
      onSuccess: (updated) => setStatus({ text: lockConfirmation(updated.locked), failed: false }),
      onError: () =>
        setStatus({
          text: `We could not ${locked ? 'lock' : 'unlock'} your card. Please try again.`,
          failed: true,
        }),
    });
  }

  return (
    <Stack gap={4}>
      <Switch
        label="Lock card"
        description="A locked card declines every purchase. Unlock it any time."
        checked={checked}
        disabled={lock.isPending || card.status !== 'ACTIVE'}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      <StatusText message={status?.text} c={status?.failed ? 'red.9' : undefined} />
    </Stack>
  );
}
