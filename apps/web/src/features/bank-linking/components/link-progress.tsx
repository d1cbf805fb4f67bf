import { Box, Group, Loader, Text } from '@mantine/core';
import { FailureAlert } from '../../../ui/failure-alert';
import type { BankLinkPollingState } from './use-bank-link-polling';

/**
 * What the member sees while the provider fetches their accounts: "Connecting to <bank>…" with a
 * progress indicator, or what went wrong with a way forward. The status text sits in a live region
 * the caller keeps in the page; this renders the visible part.
 */
export function LinkProgress({
  bankName,
  state,
  onRetry,
  onStartAgain,
}: {
  bankName: string;
  state: BankLinkPollingState;
  onRetry(): void;
  onStartAgain(): void;
}) {
  if (state.status === 'failed') {
    return (
      <FailureAlert title={`We could not check on ${bankName}`} actions={[{ label: 'Try again', onClick: onRetry }]}>
        {state.message}
      </FailureAlert>
    );
  }
  if (state.status === 'missing') {
    return (
      <FailureAlert title="This link did not finish" actions={[{ label: 'Start again', onClick: onStartAgain }]}>
        We could not find the link to {bankName}. Start again to link it.
      </FailureAlert>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      {/* Indeterminate: how long the provider takes is not known, so no value is claimed. */}
      <Box role="progressbar" aria-label={`Connecting to ${bankName}`} aria-valuetext="Waiting for your bank">
        <Loader size="sm" aria-hidden />
      </Box>
      <Text>Connecting to {bankName}…</Text>
    </Group>
  );
}
