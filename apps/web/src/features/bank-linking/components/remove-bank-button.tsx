import type { BankSource } from '@fernleaf/contract/bank';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showSnackbar } from '../../../ui/snackbar/snackbar-store';
import { useRemoveBank } from '../api/remove-bank';

/**
 * "Remove" for one linked bank, behind a confirmation: removing stops balances and transactions
 * from that bank, and product steps that rely on it ask for another.
 */
export function RemoveBankButton({ bank }: { bank: { id: string; source: BankSource; institutionName: string } }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveBank({
    onRemoved: () => showSnackbar({ text: `${bank.institutionName} was removed.` }),
  });

  const confirm = () => {
    remove.mutate(
      { bankId: bank.id, source: bank.source },
      // Either way the dialog closes: the snackbar says what happened, and the Remove button is
      // there again for another try.
      { onSettled: () => setConfirming(false) },
    );
  };

  return (
    <>
      <Button
        // Outline keeps the exact shade; Mantine's subtle red is its shade 6, below 4.5:1 on white.
        variant="outline"
        color="red.9"
        size="compact-sm"
        // Never narrower than its word, beside a long bank name on a phone.
        style={{ flexShrink: 0 }}
        aria-label={`Remove ${bank.institutionName}`}
        onClick={() => setConfirming(true)}
      >
        Remove
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Remove ${bank.institutionName}?`}
        centered
        closeOnClickOutside={!remove.isPending}
        closeOnEscape={!remove.isPending}
      >
        <Stack gap="md">
          <Text>
            We will stop showing balances and transactions from {bank.institutionName}. Anything that uses this bank,
            such as repayments, will ask you to choose another. You can link it again at any time.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending} data-autofocus>
              Keep bank
            </Button>
            <Button color="red.9" onClick={confirm} loading={remove.isPending}>
              Remove bank
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
