import { formatCents } from '@fernleaf/contract/money';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { useOneAtATime } from '../../../../lib/use-one-at-a-time';
import { Loading, RetryAlert, StatusText } from '../../../../ui/load-states';
import { Notice } from '../../../../ui/notice';
import { useCashAdvanceInfo } from '../../api/get-cash-advance-info';
import { useRepaymentFundOptions } from '../../api/get-repayment-fund-options';
import { useRepayNow } from '../../api/repay-cash-advance';
import { repaymentMethodLabel } from '../../lib/repayment-method-label';
import { fieldErrorsShown } from '../../lib/request-errors';
import { FigureList } from '../figure-list';

export interface RepaymentDone {
  /** The result page reads the repayment back by this id. */
  repaymentId: string;
}

/**
 * The repayment once more before it moves: the amount, where it comes from and what remains. "Repay"
 * sends it with one Idempotency-Key kept across retries, so a retry never repays twice.
 */
export function RepaymentConfirmation({
  amount,
  fundOptionId,
  onRepaid,
}: {
  amount: number | undefined;
  fundOptionId: string | undefined;
  onRepaid: (done: RepaymentDone) => void;
}) {
  const info = useCashAdvanceInfo();
  const fundOptions = useRepaymentFundOptions();
  const repay = useRepayNow();
  // A second click while the repayment is sent sends nothing (the button shows busy a render later).
  const sending = useOneAtATime();
  const [keys] = useState(createSubmissionKeys);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (info.isPending || fundOptions.isPending) return <Loading text="Loading your repayment…" />;
  if (info.isError || fundOptions.isError) {
    return (
      <RetryAlert
        title="We could not load your repayment"
        onRetry={() => {
          void info.refetch();
          void fundOptions.refetch();
        }}
        retrying={info.isFetching || fundOptions.isFetching}
      />
    );
  }
  const owed = info.data?.payableAmount ?? 0;
  const source = fundOptions.data.fundOptions.find((candidate) => candidate.id === fundOptionId);
  if (amount === undefined || !source || amount <= 0 || amount > owed) {
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="h3">
            Nothing to confirm
          </Title>
          <Text>
            {owed === 0 ? 'You owe nothing right now.' : 'Choose how much to repay and where it comes from first.'}
          </Text>
          <Button component={Link} to={owed === 0 ? '/instacash' : '/instacash/repayment'}>
            {owed === 0 ? 'Back to Cash Advance' : 'Choose a repayment'}
          </Button>
        </Stack>
      </Card>
    );
  }

  const label = repaymentMethodLabel(source);
  const repaid = amount;
  const body = { amount: repaid, fundOptionId: source.id };
  async function confirm() {
    setErrors({});
    try {
      const answer = await repay.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.settle();
      const [first] = answer.repayments;
      if (first) onRepaid({ repaymentId: first.id });
    } catch (error) {
      // The key stays until it succeeds: the server keeps nothing of a failure, and replays a success.
      setErrors(fieldErrorsShown(error, ['amount', 'fundOptionId']));
    }
  }

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="repayment-review-heading">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="repayment-review-heading">
            Your repayment
          </Title>
          <FigureList
            label="Your repayment"
            figures={[
              { label: 'Amount', value: formatCents(amount), emphasis: false },
              { label: 'From', value: label },
              {
                label: 'When',
                value: source.type === 'LINKED_BANK' ? 'Starts today' : 'Right away',
                note:
                  source.type === 'LINKED_BANK'
                    ? 'A bank transfer shows as pending until it settles, usually in 1-3 business days.'
                    : undefined,
              },
              { label: 'Still owed after this', value: formatCents(owed - amount), emphasis: true },
            ]}
          />
          {owed - amount > 0 && (
            <Text size="sm" c="dimmed">
              What is still owed stays scheduled for its repayment date.
            </Text>
          )}
        </Stack>
      </Card>
      {errors.amount && <Notice tone="error">{errors.amount}</Notice>}
      {errors.fundOptionId && <Notice tone="error">{errors.fundOptionId}</Notice>}
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <Group gap="sm">
        <Button size="md" onClick={sending.onClick(confirm)} loading={sending.pending || repay.isPending}>
          Repay {formatCents(amount)}
        </Button>
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/instacash/repayment" search={{ amount: repaid, fundOptionId: source.id }} />
          )}
          variant="default"
          size="md"
        >
          Change
        </Button>
      </Group>
      <StatusText message={repay.isPending ? 'Sending your repayment…' : undefined} />
    </Stack>
  );
}
