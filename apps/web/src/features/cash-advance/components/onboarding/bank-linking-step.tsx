import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Notice } from '../../../../ui/notice';
import { fieldErrorsShown } from '../../lib/request-errors';
import { useUnderwrite } from './use-underwrite';

/**
 * The bank link, then the underwriting of its history before going on: the next step (qualified,
 * trial-qualified or bv-denied) shows its answer. The route gives the bank link itself (the
 * bank-linking feature's flow), which calls `onLinked` once a bank is linked.
 */
export function BankLinkingStep({
  alreadyLinked,
  onUnderwritten,
  bankLink,
}: {
  alreadyLinked: boolean;
  onUnderwritten: () => void;
  bankLink: (onLinked: () => void) => ReactNode;
}) {
  const underwrite = useUnderwrite();
  const run = () => underwrite.mutate({}, { onSuccess: () => onUnderwritten() });
  const failure = underwrite.isError ? fieldErrorsShown(underwrite.error, []).form : undefined;

  return (
    <Stack gap="lg">
      {underwrite.isPending && (
        <Text role="status" fw={500}>
          Looking at your bank's history to work out your limit…
        </Text>
      )}
      {failure && (
        <Notice tone="error" title="We could not look at your bank's history">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure}</Text>
            <Button size="xs" variant="default" onClick={run}>
              Try again
            </Button>
          </Stack>
        </Notice>
      )}
      {alreadyLinked && !underwrite.isPending && (
        <Stack gap="xs" align="flex-start">
          <Text>Your bank is linked. Continue with it, or link another one below.</Text>
          <Button variant="light" onClick={run}>
            Continue
          </Button>
        </Stack>
      )}
      {bankLink(run)}
    </Stack>
  );
}
