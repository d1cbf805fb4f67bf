import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { CashAdvance } from '@fernleaf/contract/cash-advance';
import { formatCents } from '@fernleaf/contract/money';
import { basisPointsOfPercent, formatAnnualRate } from '@fernleaf/contract/percent';
import { Button, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useOutstandingCashAdvances } from '../../api/get-outstanding-cash-advances';
import { methodName } from '../../lib/method-text';
import { useDisbursementInfoStore } from '../../store';
import { FigureList } from '../figure-list';

/** The advance just taken: the one named, else the newest not yet repaid. */
export function advanceShown(advances: readonly CashAdvance[], advanceId: string | undefined): CashAdvance | undefined {
  if (advanceId) return advances.find((advance) => advance.id === advanceId);
  return [...advances].sort((a, b) => b.createdOn.localeCompare(a.createdOn))[0];
}

/**
 * What was sent, where, when it arrives, and what is owed when: read back from the server, so it is
 * what happened, not what was asked. Money sent to checking links to the account.
 */
export function RequestSuccess({
  advanceId,
  headingOrder = 2,
  actions,
}: {
  advanceId: string | undefined;
  headingOrder?: TitleOrder;
  /** Replaces "Back to Cash Advance" (the onboarding's Continue). */
  actions?: ReactNode;
}) {
  const outstanding = useOutstandingCashAdvances();
  const info = useDisbursementInfoStore((state) => state.disbursementInfo);

  if (outstanding.isPending) return <Loading text="Loading your cash advance…" />;
  if (outstanding.isError) {
    return (
      <RetryAlert
        title="We could not load your cash advance"
        onRetry={() => void outstanding.refetch()}
        retrying={outstanding.isFetching}
      />
    );
  }
  const advance = advanceShown(outstanding.data.advances, advanceId);
  const backActions = actions ?? (
    <Button component={Link} to="/instacash">
      Back to Cash Advance
    </Button>
  );

  if (!advance) {
    // Repaid already, or taken on another device: the figures kept from the signed terms, if any.
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={headingOrder} fz="h3">
            {info ? `${formatCents(info.disbursementAmt)} was sent` : 'Nothing owed on this advance'}
          </Title>
          <Text>
            {info
              ? `You repay ${formatCents(info.totalAmount)} in all (APR ${formatAnnualRate(basisPointsOfPercent(info.apr))}). Your Cash Advance page shows what is still owed.`
              : 'This advance is repaid, or it is not one we can show. Your Cash Advance page has your history.'}
          </Text>
          {backActions}
        </Stack>
      </Card>
    );
  }

  const instant = advance.method !== 'STANDARD_BANK';
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="advance-sent-heading">
        <Stack gap="sm">
          <Title order={headingOrder} fz="h3" id="advance-sent-heading">
            {formatCents(advance.amount)} {advance.status === 'DELIVERED' ? 'is there' : 'is on its way'}
          </Title>
          <FigureList
            label="Your cash advance"
            figures={[
              { label: 'Sent', value: formatCents(advance.amount) },
              { label: 'To', value: advance.destinationLabel, note: methodName(advance.method) },
              {
                label: 'Arrives',
                value: advance.deliveryWording,
                note: formatWeekdayMonthDayYear(advance.arrivesOn),
              },
              { label: 'Delivery fee', value: advance.fee === 0 ? 'Free' : formatCents(advance.fee) },
              { label: 'Tip', value: formatCents(advance.tip) },
              {
                label: 'You repay',
                value: formatCents(advance.outstanding),
                note: `On ${formatWeekdayMonthDayYear(advance.repaymentDate)}`,
                emphasis: true,
              },
              { label: 'APR', value: formatAnnualRate(basisPointsOfPercent(advance.apr)) },
            ]}
          />
          <Text size="sm" c="dimmed">
            {instant
              ? 'Instant deliveries usually show in minutes.'
              : 'Standard deliveries go by bank transfer and arrive on business days only.'}{' '}
            We collect the repayment from your repayment method on the repayment date; you can repay early or move it
            from your Cash Advance page.
          </Text>
        </Stack>
      </Card>
      <Group gap="sm">
        {advance.method === 'INSTANT_CHECKING' && (
          <Button component={Link} to="/accounts" variant="default">
            See it in checking
          </Button>
        )}
        {backActions}
      </Group>
    </Stack>
  );
}
