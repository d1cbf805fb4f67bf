import { formatCents } from '@fernleaf/contract/money';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../../lib/api-client';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useRepayment } from '../../api/get-repayment';
import { FigureList } from '../figure-list';

function BackToCashAdvance() {
  return (
    <Group>
      <Button component={Link} to="/instacash">
        Back to Cash Advance
      </Button>
    </Group>
  );
}

function Missing() {
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="repaid-heading">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="repaid-heading">
            We cannot find that repayment
          </Title>
          <Text>
            The link may be incomplete, or the repayment belongs to another account. Your repayments are in your Cash
            Advance history.
          </Text>
        </Stack>
      </Card>
      <BackToCashAdvance />
    </Stack>
  );
}

function LoadedRepayment({ repaymentId }: { repaymentId: string }) {
  const repayment = useRepayment(repaymentId);
  if (repayment.isPending) return <Loading text="Loading your repayment…" />;
  if (repayment.isError) {
    if (repayment.error instanceof ApiError && [400, 404].includes(repayment.error.status)) return <Missing />;
    return (
      <RetryAlert
        title="We could not load your repayment"
        onRetry={() => void repayment.refetch()}
        retrying={repayment.isFetching}
      />
    );
  }
  const { amount, sourceLabel, pending, owedNow } = repayment.data;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="repaid-heading">
        <Stack gap="sm">
          <Title order={2} fz="h3" id="repaid-heading">
            {`${formatCents(amount)} ${pending ? 'is on its way' : 'repaid'}`}
          </Title>
          <FigureList
            label="Your repayment"
            figures={[
              { label: 'Repaid', value: formatCents(amount) },
              { label: 'From', value: sourceLabel },
              { label: 'Still owed', value: formatCents(owedNow), emphasis: true },
            ]}
          />
          <Text size="sm" c="dimmed">
            {pending
              ? 'A bank transfer shows as pending until it settles, usually in 1-3 business days.'
              : 'It counts right away.'}{' '}
            {owedNow === 0
              ? 'You owe nothing now, and your full limit is available again.'
              : 'Whatever is still owed stays scheduled for its repayment date.'}
          </Text>
        </Stack>
      </Card>
      <BackToCashAdvance />
    </Stack>
  );
}

/**
 * What was repaid, from where, and what is still owed, as the server has them: the page is given only
 * the repayment's id, so an address cannot make it say anything the member did not do.
 */
export function RepaymentSuccess({ repaymentId }: { repaymentId: string | undefined }) {
  return repaymentId ? <LoadedRepayment repaymentId={repaymentId} /> : <Missing />;
}
