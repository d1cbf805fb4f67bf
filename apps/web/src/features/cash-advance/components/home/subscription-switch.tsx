import type { CashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { useOneAtATime } from '../../../../lib/use-one-at-a-time';
import { StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useCancelSubscription } from '../../api/cancel-subscription';
import { fetchOnboardingQualification } from '../../api/get-onboarding-qualification';
import { useOutstandingCashAdvances } from '../../api/get-outstanding-cash-advances';
import { invalidateSubscription, subscribe } from '../../api/subscribe-to-cash-advance';
import { partsWithDatesText, scheduledPartsByDate } from '../../lib/repayment-schedule';
import { SectionCard } from './section-card';

type Outcome =
  | { kind: 'none' }
  | { kind: 'turned-off'; stillOwed: number }
  | { kind: 'turned-on' }
  | { kind: 'failed'; message: string; setUp?: boolean };

/** What stays scheduled once it is off: one date, or each part with its own. */
function stillScheduledText(parts: { dueOn: string; amount: number }[]): string {
  const early = 'you can repay early at any time.';
  if (parts.length === 0) return `It stays scheduled, and ${early}`;
  if (parts.length === 1) return `It stays scheduled and is collected on ${partsWithDatesText(parts)}, and ${early}`;
  return `It stays scheduled in ${parts.length} parts, ${partsWithDatesText(parts)}, and ${early}`;
}

const failureText = "Looks like your request couldn't be completed. Please try again.";

/**
 * One click turns Cash Advance off, with nothing to confirm: nothing more can be taken, and what is
 * owed stays scheduled, which the page says right after. Turning it back on is one click too.
 */
export function SubscriptionSwitch({ info }: { info: CashAdvanceInfo }) {
  const queryClient = useQueryClient();
  const cancel = useCancelSubscription();
  const outstanding = useOutstandingCashAdvances();
  // One turn-off or turn-on at a time, from the first click on.
  const sending = useOneAtATime();
  const [keys] = useState(() => ({ cancel: createSubmissionKeys(), subscribe: createSubmissionKeys() }));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [turningOn, setTurningOn] = useState(false);
  // The answer says at once what the refreshed info will say a moment later.
  const off = outcome.kind === 'turned-off' || (info.accountStatus === 'CANCELLED' && outcome.kind !== 'turned-on');
  const stillOwed = outcome.kind === 'turned-off' ? outcome.stillOwed : info.payableAmount;

  async function turnOff() {
    setOutcome({ kind: 'none' });
    try {
      const answer = await cancel.mutateAsync({ idempotencyKey: keys.cancel.keyFor('cancel') });
      keys.cancel.settle();
      setOutcome({ kind: 'turned-off', stillOwed: answer.stillOwed });
    } catch (error) {
      // The key stays until it succeeds: the server keeps nothing of a failure, and replays a success.
      setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.description : failureText });
    }
  }

  async function turnOn() {
    setOutcome({ kind: 'none' });
    setTurningOn(true);
    try {
      const qualification = await fetchOnboardingQualification();
      if (!qualification || qualification.status === 'DENIED') {
        setOutcome({
          kind: 'failed',
          message: 'We need to look at your bank again before Cash Advance can be turned back on.',
          setUp: true,
        });
        return;
      }
      const { underwritingTransactionId } = qualification;
      const result = await subscribe({
        underwritingTransactionId,
        idempotencyKey: keys.subscribe.keyFor(underwritingTransactionId),
      });
      if (result.outcome === 'success') {
        keys.subscribe.settle();
        setOutcome({ kind: 'turned-on' });
        await invalidateSubscription(queryClient);
        return;
      }
      // An answer that is not a success is final; an error leaves nothing behind, so the key stays.
      if (result.outcome === 'fail' && !result.error) keys.subscribe.settle();
      setOutcome({
        kind: 'failed',
        message:
          result.outcome === 'timeout'
            ? 'This is taking longer than usual. Try again in a minute.'
            : (result.error?.description ?? failureText),
        setUp: result.error?.code === 'ESIGN_REQUIRED',
      });
    } catch {
      setOutcome({ kind: 'failed', message: failureText });
    } finally {
      setTurningOn(false);
    }
  }

  // Every part still scheduled, each with its date: a split repayment is not one date.
  const parts = outstanding.data
    ? scheduledPartsByDate(outstanding.data.advances)
    : info.nextRepayment
      ? [{ dueOn: info.nextRepayment.dueOn, amount: info.nextRepayment.amount }]
      : [];
  return (
    <SectionCard title={off ? 'Cash Advance is off' : 'Turn off Cash Advance'}>
      {off ? (
        <Stack gap="sm" align="flex-start">
          <Text>
            {outcome.kind === 'turned-off' ? 'Done: Cash Advance is off. ' : ''}You cannot take new advances.{' '}
            {stillOwed > 0
              ? `You still owe ${formatCents(stillOwed)}. ${stillScheduledText(parts)}`
              : 'You owe nothing.'}
          </Text>
          <Text data-testid="turn-back-on-effect">
            Turning it back on lets you take advances again right away, up to{' '}
            {formatCents(info.eligibleAmount.available)} of your {formatCents(info.eligibleAmount.total)} limit. We
            check your bank first.
          </Text>
          <Button onClick={sending.onClick(turnOn)} loading={turningOn}>
            Turn Cash Advance back on
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Stops new advances right away. Anything you owe stays scheduled as it is. You can turn it back on at any
            time.
          </Text>
          <Button
            variant="outline"
            color="red.9"
            onClick={sending.onClick(turnOff)}
            loading={sending.pending || cancel.isPending}
          >
            Turn off Cash Advance
          </Button>
        </Stack>
      )}
      {outcome.kind === 'failed' && (
        <Notice tone="error">
          <Stack gap={4} align="flex-start">
            <Text size="sm">{outcome.message}</Text>
            {outcome.setUp && (
              <Anchor component={Link} to="/onboarding/instacash/redirection" size="sm">
                Set up Cash Advance again
              </Anchor>
            )}
          </Stack>
        </Notice>
      )}
      <StatusText message={outcome.kind === 'turned-on' ? 'Cash Advance is on again.' : undefined} />
    </SectionCard>
  );
}
