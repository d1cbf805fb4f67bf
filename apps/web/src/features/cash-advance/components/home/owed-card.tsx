import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { CashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import { formatCents } from '@fernleaf/contract/money';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FigureList } from '../figure-list';
import { SectionCard } from './section-card';

/** What is owed now and the next repayment: its date, amount and where it is collected from. */
export function OwedCard({ info, canMove }: { info: CashAdvanceInfo; canMove: boolean }) {
  const next = info.nextRepayment;
  return (
    <SectionCard title="What you owe">
      <Text fz={40} fw={700} lh={1.1} data-testid="owed-now">
        {formatCents(info.payableAmount)}
      </Text>
      {next ? (
        <FigureList
          label="Next repayment"
          figures={[
            { label: 'Next repayment', value: formatWeekdayMonthDayYear(next.dueOn) },
            { label: 'Amount', value: formatCents(next.amount) },
            {
              label: 'Collected from',
              value: next.methodLabel,
              note: (
                <Anchor component={Link} to="/instacash/manage-payment-method-prescreen" size="sm">
                  Change
                </Anchor>
              ),
            },
          ]}
        />
      ) : (
        <Text c="dimmed">
          {info.payableAmount > 0 ? 'No repayment is scheduled yet.' : 'You owe nothing right now.'}
        </Text>
      )}
      {info.payableAmount > 0 && (
        <Group gap="sm">
          <Button component={Link} to="/instacash/repayment" variant="filled">
            Repay now
          </Button>
          {canMove && (
            <Button component="a" href="#move-repayment" variant="default">
              Move or split
            </Button>
          )}
        </Group>
      )}
    </SectionCard>
  );
}
