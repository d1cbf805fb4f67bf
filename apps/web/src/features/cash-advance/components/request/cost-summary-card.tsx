import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { formatCents } from '@fernleaf/contract/money';
import { basisPointsOfPercent, formatAnnualRate } from '@fernleaf/contract/percent';
import { Card, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { CostSummary } from '../../lib/cost-summary';
import { FigureList } from '../figure-list';

/**
 * What the advance costs, updated as the member chooses: the amount, the delivery fee, the tip, the
 * total to repay, the repayment date and the APR that fee and tip amount to. A polite live region, so
 * a change is read out without moving focus.
 */
export function CostSummaryCard({
  summary,
  headingOrder = 2,
  estimated = true,
}: {
  summary: CostSummary;
  headingOrder?: TitleOrder;
  /** Before the quote, the repayment date is worked out from the pay schedule the underwriting found. */
  estimated?: boolean;
}) {
  const repayment = summary.repaymentDate ? formatWeekdayMonthDayYear(summary.repaymentDate) : 'Shown when you review';
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="cost-summary-heading">
      <Stack gap="sm">
        <Title order={headingOrder} fz="h3" id="cost-summary-heading">
          What it costs
        </Title>
        <div aria-live="polite" data-testid="cost-summary">
          <FigureList
            label="What it costs"
            figures={[
              { label: 'Cash advance', value: formatCents(summary.amount) },
              {
                label: 'Delivery fee',
                value: summary.fee === 0 ? 'Free' : formatCents(summary.fee),
              },
              { label: 'Tip', value: formatCents(summary.tip), note: 'Optional' },
              { label: 'Total to repay', value: formatCents(summary.totalToRepay), emphasis: true },
              {
                label: 'Repayment date',
                value: repayment,
                note: estimated && summary.repaymentDate ? 'Your next payday; confirmed when you review' : undefined,
              },
              {
                label: 'APR',
                value:
                  summary.apr === null ? 'Shown when you review' : formatAnnualRate(basisPointsOfPercent(summary.apr)),
                note: 'What the fee and tip amount to as a yearly rate',
              },
            ]}
          />
        </div>
        <Text size="sm" c="dimmed">
          No interest and no mandatory fees. Standard delivery is free; instant delivery and a tip are your choice.
        </Text>
      </Stack>
    </Card>
  );
}
