import { maskedNumber } from '@fernleaf/contract/account-mask';
import type { CheckingAccountInfo } from '@fernleaf/contract/checking';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { fetchRevealedAccountInfo } from '../api/get-checking-account-info';
import { CopyValue } from './copy-value';
import { RevealDialogSlot } from './reveal-dialog-slot';
import { StatusText } from './status-text';

/**
 * The routing number and the account number, masked to its last four. "Show account number" opens a
 * dialog that asks for a step-up check when the server wants one, then shows the whole number.
 */
export function AchDetails({ info }: { info: CheckingAccountInfo }) {
  const [opened, setOpened] = useState(false);
  const [copied, setCopied] = useState<string>();

  return (
    <Stack gap="xs">
      <Group component="dl" m={0} gap="xl" wrap="wrap" align="flex-start">
        <Stack gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            Routing number
          </Text>
          <Text component="dd" m={0} fw={600} ff="monospace">
            {info.achInformation.routingNumber}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            Account number
          </Text>
          <Group component="dd" m={0} gap="xs" wrap="nowrap">
            <Text fw={600} ff="monospace" data-testid="account-number">
              {maskedNumber(info.achInformation.accountNumberLast4)}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOpened(true)}
              aria-label="Show account number"
              disabled={opened}
            >
              Show
            </Button>
          </Group>
        </Stack>
      </Group>
      <RevealDialogSlot
        opened={opened}
        onClose={() => {
          setOpened(false);
          setCopied(undefined);
        }}
        title="Your account number"
        reveal={fetchRevealedAccountInfo}
      >
        {(revealed) => (
          <Stack gap="xs">
            <Group component="dl" m={0} gap="xl" wrap="wrap" align="flex-start">
              <CopyValue
                label="Routing number"
                value={revealed?.achInformation.routingNumber ?? ''}
                onCopied={() => setCopied('Routing number copied.')}
              />
              <CopyValue
                label="Account number"
                value={revealed?.achInformation.accountNumber ?? ''}
                onCopied={() => setCopied('Account number copied.')}
              />
            </Group>
            <StatusText message={copied} />
          </Stack>
        )}
      </RevealDialogSlot>
    </Stack>
  );
}
