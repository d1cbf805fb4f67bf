import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { CashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import { formatCents } from '@fernleaf/contract/money';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Amount } from './amount';
import { DashboardSection } from './dashboard-section';

/** What the member may take now, what they owe, and when and from where it is collected. */
export function CashAdvanceSummary({ info }: { info: CashAdvanceInfo }) {
  if (info.accountStatus === 'PENDING') {
    return (
      <DashboardSection title="Cash Advance">
        <Text>You started setting up Cash Advance. Pick up where you left off: it takes a few minutes.</Text>
        <Group>
          <Button component={Link} to="/onboarding/instacash/redirection">
            Finish setting up
          </Button>
        </Group>
      </DashboardSection>
    );
  }
  const next = info.nextRepayment;
  return (
    <DashboardSection title="Cash Advance" more={{ label: 'Manage', to: '/instacash' }}>
      <SimpleGrid cols={2} spacing="md">
        <Stack gap={2}>
          <Amount label="Available now" cents={info.eligibleAmount.available} testId="cash-advance-available" />
          <Text size="sm" c="dimmed">
            of your {formatCents(info.eligibleAmount.total)} limit
          </Text>
        </Stack>
        <Stack gap={2}>
          <Amount label="You owe" cents={info.payableAmount} testId="cash-advance-owed" />
          <Text size="sm" c="dimmed">
            {next
              ? `Due ${formatWeekdayMonthDayYear(next.dueOn)}`
              : info.payableAmount > 0
                ? 'Not scheduled yet'
                : 'Nothing to repay'}
          </Text>
        </Stack>
      </SimpleGrid>
      {next && (
        <Text size="sm">
          We collect {formatCents(next.amount)} on {formatWeekdayMonthDayYear(next.dueOn)} from {next.methodLabel}.
        </Text>
      )}
      {info.accountStatus === 'CANCELLED' && <Text size="sm">Cash Advance is turned off.</Text>}
      <Group gap="sm">
        {info.eligible && info.accountStatus === 'ACTIVE' && (
          <Button component={Link} to="/instacash/request">
            Get cash
          </Button>
        )}
        {info.payableAmount > 0 && (
          <Button component={Link} to="/instacash/repayment" variant="default">
            Repay now
          </Button>
        )}
      </Group>
    </DashboardSection>
  );
}
