import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { formatCents } from '@fernleaf/contract/money';
import { NativeSelect, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Loading, RetryAlert } from '../../../../ui/load-states';
import { useCashAdvanceTimeZone } from '../../api/get-cash-advance-time-zone';
import { useOutstandingCashAdvances } from '../../api/get-outstanding-cash-advances';
import { RepaymentScheduleForm } from './repayment-schedule-form';
import { SectionCard } from './section-card';

/** The home's "move or split" section, for the advances not yet repaid. Nothing shows when none is owed. */
export function RepaymentScheduleSection() {
  const outstanding = useOutstandingCashAdvances();
  const timeZone = useCashAdvanceTimeZone();
  const [chosenId, setChosenId] = useState<string>();

  if (outstanding.isSuccess && outstanding.data.advances.length === 0) return null;
  let content: ReactNode;
  if (outstanding.isPending || timeZone.isPending) content = <Loading text="Loading your repayment schedule…" />;
  else if (outstanding.isError || timeZone.isError) {
    content = (
      <RetryAlert
        title="We could not load your repayment schedule"
        onRetry={() => {
          void outstanding.refetch();
          void timeZone.refetch();
        }}
        retrying={outstanding.isFetching || timeZone.isFetching}
      />
    );
  } else {
    const advances = outstanding.data.advances;
    const advance = advances.find((candidate) => candidate.id === chosenId) ?? advances[0];
    content = (
      <Stack gap="md">
        {advances.length > 1 && (
          <NativeSelect
            label="Advance"
            value={advance?.id ?? ''}
            onChange={(event) => setChosenId(event.currentTarget.value)}
            data={advances.map((candidate) => ({
              value: candidate.id,
              label: `${formatCents(candidate.amount)} taken ${formatMonthDayYear(candidate.createdOn)}`,
            }))}
            maw={360}
          />
        )}
        {advance && <RepaymentScheduleForm key={advance.id} advance={advance} today={timeZone.data.today} />}
      </Stack>
    );
  }
  return (
    <SectionCard title="Move or split a repayment" id="move-repayment">
      {content}
    </SectionCard>
  );
}
