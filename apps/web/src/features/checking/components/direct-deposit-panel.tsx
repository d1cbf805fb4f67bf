import { maskedNumber } from '@fernleaf/contract/account-mask';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { directDepositQueryOptions, fetchDirectDeposit } from '../api/get-direct-deposit';
import { fetchDirectDepositForm } from '../api/get-direct-deposit-form';
import { saveFile } from '../lib/save-file';
import { CopyValue } from './copy-value';
import { RetryAlert } from './retry-alert';
import { RevealDialogSlot } from './reveal-dialog-slot';
import { StatusText } from './status-text';

const revealDetails = () => fetchDirectDeposit({ reveal: true });

/**
 * What to give an employer to be paid into checking. The account number shows masked; the whole
 * number and the pre-filled form (which carries it) come after a step-up check, in a dialog.
 */
export function DirectDepositPanel() {
  const details = useQuery(directDepositQueryOptions());
  const [shown, setShown] = useState<'number' | 'form'>();
  const [status, setStatus] = useState<string>();

  if (details.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your direct deposit details…</Text>
      </Group>
    );
  }
  if (details.isError) {
    return (
      <RetryAlert
        title="We could not load your direct deposit details"
        onRetry={() => details.refetch()}
        retrying={details.isFetching}
      />
    );
  }

  const { bankName, routingNumber, accountNumberLast4, accountType, accountHolder } = details.data;
  const close = () => {
    setShown(undefined);
    setStatus(undefined);
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        Give these details to your employer or benefits provider, or hand them the pre-filled form. Direct deposits are
        usually available on the day the bank receives them.
      </Text>
      <Group component="dl" m={0} gap="xl" wrap="wrap" align="flex-start">
        <Stack gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            Bank
          </Text>
          <Text component="dd" m={0} fw={600}>
            {bankName}
          </Text>
        </Stack>
        <CopyValue label="Routing number" value={routingNumber} onCopied={() => setStatus('Routing number copied.')} />
        <Stack gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            Account number
          </Text>
          <Group component="dd" m={0} gap="xs" wrap="nowrap">
            <Text fw={600} ff="monospace" data-testid="direct-deposit-account-number">
              {maskedNumber(accountNumberLast4)}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setShown('number')}
              disabled={shown !== undefined}
              aria-label="Show account number for direct deposit"
            >
              Show
            </Button>
          </Group>
        </Stack>
        <Stack gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            Account type
          </Text>
          <Text component="dd" m={0} fw={600}>
            {accountType}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            Account holder
          </Text>
          <Text component="dd" m={0} fw={600}>
            {accountHolder}
          </Text>
        </Stack>
      </Group>
      <Group>
        <Button variant="light" onClick={() => setShown('form')} disabled={shown !== undefined}>
          Download direct deposit form
        </Button>
      </Group>
      <StatusText message={shown ? undefined : status} />
      <RevealDialogSlot
        opened={shown === 'number'}
        onClose={close}
        title="Your account number for direct deposit"
        reveal={revealDetails}
      >
        {(revealed) => (
          <Stack gap="xs">
            <Group component="dl" m={0} gap="xl" wrap="wrap" align="flex-start">
              <CopyValue
                label="Routing number"
                value={revealed.routingNumber}
                onCopied={() => setStatus('Routing number copied.')}
              />
              <CopyValue
                label="Account number"
                value={revealed.accountNumber}
                onCopied={() => setStatus('Account number copied.')}
              />
            </Group>
            <StatusText message={status} />
          </Stack>
        )}
      </RevealDialogSlot>
      <RevealDialogSlot
        opened={shown === 'form'}
        onClose={close}
        title="Direct deposit form"
        reveal={fetchDirectDepositForm}
        onRevealed={(pdf) => saveFile(pdf, 'direct-deposit-form.pdf')}
        timed={false}
      >
        {() => (
          <Text>Your direct deposit form is downloading. It carries your whole account number: keep it safe.</Text>
        )}
      </RevealDialogSlot>
    </Stack>
  );
}
