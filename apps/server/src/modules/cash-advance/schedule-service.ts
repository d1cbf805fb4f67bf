// The member moving or splitting what an advance still owes, before it is collected, within the
// limit the form shows (packages/contract/src/repayment-schedule-rules.ts).

import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import type { OutstandingAdvance } from '@fernleaf/contract/cash-advance';
import { scheduleChangeProblems } from '@fernleaf/contract/repayment-schedule-rules';
import type { Tx } from '../../db/transaction.ts';
import { notFound } from '../../platform/errors.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { lockCashAdvanceAccount } from './account-repo.ts';
import {
  findAdvanceOf,
  findSchedulesOf,
  insertScheduledRepayments,
  replacePendingSchedules,
  updateAdvance,
} from './advance-repo.ts';
import { refused } from './errors.ts';
import { toOutstandingAdvance } from './history-service.ts';

/** Must run in one transaction: the account, then the advance, are locked as a repayment now takes them. */
export async function changeSchedule(
  db: Tx,
  memberId: string,
  request: { advanceId: string; parts: { dueOn: string; amount: number }[] },
  now: Date,
): Promise<OutstandingAdvance> {
  await lockCashAdvanceAccount(db, memberId);
  const advance = await findAdvanceOf(db, memberId, request.advanceId, { lock: true });
  if (!advance) throw notFound('That advance');
  if (advance.outstandingCents === 0n) throw refused('Nothing to move', { advanceId: 'This advance is repaid' });
  const problems = scheduleChangeProblems({
    repaymentDate: advance.repaymentDate,
    today: easternToday(now),
    arrivesOn: advance.arrivesOn,
    outstandingCents: jsonCents(advance.outstandingCents),
    changesSoFar: advance.scheduleChanges,
    parts: request.parts,
  });
  if (Object.keys(problems).length > 0) throw refused('Check the new schedule', problems);

  await replacePendingSchedules(db, advance.id);
  await insertScheduledRepayments(
    db,
    request.parts.map((part) => ({
      memberId,
      advanceId: advance.id,
      dueOn: part.dueOn,
      amountCents: BigInt(part.amount),
      status: 'SCHEDULED' as const,
      origin: 'MEMBER_CHANGE' as const,
      createdAt: now,
    })),
  );
  const changed = await updateAdvance(db, advance.id, { scheduleChanges: advance.scheduleChanges + 1 });
  return toOutstandingAdvance(changed, await findSchedulesOf(db, [advance.id]));
}
