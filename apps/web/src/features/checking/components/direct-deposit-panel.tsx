import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { directDepositQueryOptions } from '../api/get-direct-deposit';
import { fetchDirectDepositForm } from '../api/get-direct-deposit-form';
import { saveFile } from '../lib/save-file';
import { CopyValue } from './copy-value';
import { RetryAlert } from './retry-alert';
import { StatusText } from './status-text';

/** What to give an employer to be paid into checking, with copy buttons and a pre-filled form. */
export function DirectDepositPanel() {
  const details = useQuery(directDepositQueryOptions());
  const [status, setStatus] = useState<{ text: string; failed: boolean }>();
  const download = useMutation({
    mutationFn: () => fetchDirectDepositForm(),
    onSuccess: (pdf) => {
      saveFile(pdf, 'direct-deposit-form.pdf');
      setStatus({ text: 'Your direct deposit form is downloading.', failed: false });
    },
    onError: () => setStatus({ text: 'We could not prepare your form. Please try again.', failed: true }),
  });

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

  const { bankName, routingNumber, accountNumber, accountType, accountHolder } = details.data;
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
        <CopyValue
          label="Routing number"
          value={routingNumber}
          onCopied={() => setStatus({ text: 'Routing number copied.', failed: false })}
        />
        <CopyValue
          label="Account number"
          value={accountNumber}
          onCopied={() => setStatus({ text: 'Account number copied.', failed: false })}
        />
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
        <Button variant="light" onClick={() => download.mutate()} loading={download.isPending}>
          Download direct deposit form
        </Button>
      </Group>
      <StatusText message={status?.text} c={status?.failed ? 'red.9' : undefined} />
    </Stack>
  );
}
