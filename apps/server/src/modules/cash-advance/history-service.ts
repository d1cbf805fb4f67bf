// What the member took and repaid: the outstanding advances with their schedules, and the recent
// activity (advances, repayments and, on request, repayments still to come), newest first.
import type { getRecentCashAdvances, OutstandingAdvance } from '@fernleaf/contract/cash-advance';
import { latestRepaymentDate, scheduleChangesLeft } from '@fernleaf/contract/repayment-schedule-rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import {
  type AdvanceRow,
  findAdvancesOf,
  findOpenAdvancesOf,
  findRepaymentsOfMember,
  findSchedulesOf,
  findSchedulesOfMember,
  type ScheduledRepaymentRow,
} from './advance-repo.ts';
import { toCashAdvance } from './views.ts';

type RecentQuery = z.output<NonNullable<(typeof getRecentCashAdvances)['query']>>;
type RecentItem = z.output<(typeof getRecentCashAdvances)['response']>['items'][number];

function toScheduled(row: ScheduledRepaymentRow) {
  return {
    id: row.id,
    dueOn: row.dueOn,
    amount: jsonCents(row.amountCents),
    status: row.status,
    collected: jsonCents(row.collectedCents),
  };
}

export function toOutstandingAdvance(advance: AdvanceRow, schedules: ScheduledRepaymentRow[]): OutstandingAdvance {
  return {
    ...toCashAdvance(advance),
    scheduledRepayments: schedules
      .filter((row) => row.advanceId === advance.id && row.status !== 'REPLACED')
      .map(toScheduled),
    scheduleChangesLeft: scheduleChangesLeft(advance.scheduleChanges),
    latestRepaymentDate: latestRepaymentDate(advance.repaymentDate),
  };
}

export async function outstandingAdvances(
  db: Db,
  userId: string,
): Promise<{ advances: OutstandingAdvance[]; totalOutstanding: number }> {
  const advances = await findOpenAdvancesOf(db, userId);
  const schedules = await findSchedulesOf(
    db,
    advances.map((advance) => advance.id),
  );
  return {
    advances: advances.map((advance) => toOutstandingAdvance(advance, schedules)),
    totalOutstanding: jsonCents(advances.reduce((sum, advance) => sum + advance.outstandingCents, 0n)),
  };
}

/**
 * A member's history is a few dozen rows a year, so it is read whole and paged here rather than
 * with a union in SQL.
 */
export async function recentActivity(
  db: Db,
  userId: string,
  query: RecentQuery,
): Promise<{ items: RecentItem[]; pageNumber: number; pageSize: number; total: number }> {
  const [advances, repayments, schedules] = await Promise.all([
    query.filterType === 'REPAYMENTS' ? [] : findAdvancesOf(db, userId),
    query.filterType === 'ADVANCES' ? [] : findRepaymentsOfMember(db, userId),
    query.filterType === 'ADVANCES' || !query.includePendingPayment ? [] : findSchedulesOfMember(db, userId),
  ]);
  const items: (RecentItem & { sortKey: string })[] = [
    ...advances.map((advance) => ({
      id: advance.id,
      type: 'ADVANCE' as const,
      amount: jsonCents(advance.amountCents),
      description: `Cash Advance to ${advance.destinationLabel}`,
      status: advance.status === 'IN_TRANSIT' ? ('PENDING' as const) : ('COMPLETED' as const),
      date: advance.createdAt.toISOString(),
      advanceId: advance.id,
      application: query.includeApplication
        ? { applicationId: advance.applicationId, esignDocumentId: advance.documentId }
        : null,
      sortKey: advance.createdAt.toISOString(),
    })),
    ...repayments.map((repayment) => ({
      id: repayment.id,
      type: 'REPAYMENT' as const,
      amount: -jsonCents(repayment.amountCents),
      description: `${repayment.kind === 'SCHEDULED' ? 'Scheduled repayment' : 'Repayment'} from ${repayment.sourceLabel}`,
      status: repayment.status === 'PENDING' ? ('PENDING' as const) : ('COMPLETED' as const),
      date: repayment.createdAt.toISOString(),
      advanceId: repayment.advanceId,
      application: null,
      sortKey: repayment.createdAt.toISOString(),
    })),
    ...schedules
      .filter((schedule) => schedule.status === 'SCHEDULED')
      .map((schedule) => ({
        id: schedule.id,
        type: 'SCHEDULED_REPAYMENT' as const,
        amount: -jsonCents(schedule.amountCents),
        description: 'Repayment scheduled',
        status: 'SCHEDULED' as const,
        date: schedule.dueOn,
        advanceId: schedule.advanceId,
        application: null,
        // Upcoming ones come first: they are what the member acts on.
        sortKey: `9999-${schedule.dueOn}`,
      })),
  ];
  const shown = items
    .filter((item) => !query.filterSuccess || item.status === 'COMPLETED')
    .sort((a, b) => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0));
  const start = query.pageNumber * query.pageSize;
  return {
    items: shown.slice(start, start + query.pageSize).map(({ sortKey: _sortKey, ...item }) => item),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    total: shown.length,
  };
}
