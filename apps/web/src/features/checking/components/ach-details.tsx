import type { CheckingAccountInfo } from '@fernleaf/contract/checking';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { checkingQueryKeys } from '../api/checking-query-keys';
import { revealedAccountInfoQueryOptions } from '../api/get-checking-account-info';
import { StatusText } from './status-text';

/**
 * The routing number and the account number, masked to its last four. "Show" fetches the whole number
 * afresh and "Hide" drops it from memory, so it is on screen only while the member wants it.
 */
export function AchDetails({ info }: { info: CheckingAccountInfo }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const revealed = useQuery({ ...revealedAccountInfoQueryOptions(), enabled: shown });
  const wholeNumber = shown ? revealed.data?.achInformation.accountNumber : undefined;
  const failed = shown && (revealed.isError || (revealed.isSuccess && !wholeNumber));

  function toggle() {
    if (failed) {
      void revealed.refetch();
    } else if (shown) {
      setShown(false);
      queryClient.removeQueries({ queryKey: checkingQueryKeys.revealedInfo() });
    } else {
      setShown(true);
    }
  }

  // After a failed reveal the button offers to show it again.
  const showing = shown && !failed;
  let status: string | undefined;
  if (failed) status = 'We could not show your account number. Please try again.';
  else if (wholeNumber) status = 'Account number shown.';

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
              {wholeNumber ?? `••••${info.achInformation.accountNumberLast4}`}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={toggle}
              loading={shown && revealed.isFetching}
              aria-label={showing ? 'Hide account number' : 'Show account number'}
            >
              {showing ? 'Hide' : 'Show'}
            </Button>
          </Group>
        </Stack>
      </Group>
      <StatusText message={status} c={failed ? 'red.9' : 'dimmed'} />
    </Stack>
  );
}
