import { Button, Stack, Text } from '@mantine/core';
import { Notice } from '../../../../ui/notice';
import { BankLinkFlow } from '../../../bank-linking/components/bank-link-flow';
import { fieldErrorsShown } from '../../lib/request-errors';
import { useUnderwrite } from './use-underwrite';

/**
 * The bank link, then the underwriting of its history before going on: the next step (qualified,
 * trial-qualified or bv-denied) shows its answer.
 */
export function BankLinkingStep({
  alreadyLinked,
  onUnderwritten,
  returnTo,
}: {
  alreadyLinked: boolean;
  onUnderwritten: () => void;
  returnTo: string;
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
      <BankLinkFlow headingOrder={2} returnTo={returnTo} onLinked={run} />
    </Stack>
  );
}
