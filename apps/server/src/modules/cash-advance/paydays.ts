// The member's next paydays, which repayments fall on: the pay schedule the member gave in the
// pay-schedule steps when there is one (they know their pay best), else the schedule the
// underwriting found in their bank history.
import type { UnderwritingFindings } from '@fernleaf/contract/cash-advance-onboarding';
import { nextPaydays, type PaySchedule } from '@fernleaf/contract/pay-schedule';
import type { Db } from '../../db/client.ts';
import { savedScheduleOf } from '../pay-schedule/service.ts';

/** Enough paydays to find one at least two days away, and the one after for a rest collected late. */
const paydaysLooked = 6;

/** The schedule the history shows, in the pay-schedule steps' terms. */
export function scheduleFromFindings(income: NonNullable<UnderwritingFindings['income']>): PaySchedule {
  switch (income.frequency) {
    case 'WEEKLY':
    case 'BIWEEKLY':
      return { frequency: income.frequency, lastPaidOn: income.lastPaidOn };
    case 'SEMI_MONTHLY':
      return { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15, secondPaycheckDay: 'LAST' };
    case 'MONTHLY':
      return { frequency: 'MONTHLY', dayOfMonth: 'LAST' };
  }
}

/** Paydays from `today` on (YYYY-MM-DD, Eastern), or none when neither a schedule nor pay is known. */
export async function upcomingPaydays(
  db: Db,
  memberId: string,
  findings: UnderwritingFindings | null,
  today: string,
): Promise<string[]> {
  const saved = await savedScheduleOf(db, memberId);
  const schedule = saved ? saved : findings?.income ? scheduleFromFindings(findings.income) : null;
  return schedule ? nextPaydays(schedule, { today, count: paydaysLooked }) : [];
}
