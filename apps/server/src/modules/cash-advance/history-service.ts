// What the member took and repaid: the outstanding advances with their schedules, and the recent
// activity (advances, repayments and, on request, repayments still to come), newest first.
import type { getRecentCashAdvances, OutstandingAdvance } from '@fernleaf/contract/cash-advance';
import { latestRepaymentDate, scheduleChangesLeft } from '@fernleaf/contract/repayment-schedule-rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import {
  type AdvanceRow,
  findHistoryPage,
  findOpenAdvancesOf,
  findSchedulesOf,
  type HistoryRow,
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
  memberId: string,
): Promise<{ advances: OutstandingAdvance[]; totalOutstanding: number }> {
  const advances = await findOpenAdvancesOf(db, memberId);
  const schedules = await findSchedulesOf(
    db,
    advances.map((advance) => advance.id),
  );
  return {
    advances: advances.map((advance) => toOutstandingAdvance(advance, schedules)),
    totalOutstanding: jsonCents(advances.reduce((sum, advance) => sum + advance.outstandingCents, 0n)),
  };
}

/** The history a page at a time, paged in SQL (`findHistoryPage`), in the words the member reads. */
export async function recentActivity(
  db: Db,
  memberId: string,
  query: RecentQuery,
): Promise<{ items: RecentItem[]; pageNumber: number; pageSize: number; total: number }> {
  const { rows, total } = await findHistoryPage(db, memberId, {
    advances: query.filterType !== 'REPAYMENTS',
    repayments: query.filterType !== 'ADVANCES',
    scheduled: query.filterType !== 'ADVANCES' && query.includePendingPayment,
    completedOnly: query.filterSuccess,
    limit: query.pageSize,
    offset: query.pageNumber * query.pageSize,
  });
  return {
    items: rows.map((row) => toRecentItem(row, query.includeApplication)),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    total,
  };
}

function toRecentItem(row: HistoryRow, includeApplication: boolean): RecentItem {
  const common = { id: row.id, advanceId: row.advanceId };
  switch (row.type) {
    case 'ADVANCE':
      return {
        ...common,
        type: 'ADVANCE',
        amount: jsonCents(row.amountCents),
        description: `Cash Advance to ${row.label}`,
        status: row.status === 'IN_TRANSIT' ? 'PENDING' : 'COMPLETED',
        date: (row.createdAt as Date).toISOString(),
        application:
          includeApplication && row.applicationId && row.documentId
            ? { applicationId: row.applicationId, esignDocumentId: row.documentId }
            : null,
      };
    case 'REPAYMENT':
      return {
        ...common,
        type: 'REPAYMENT',
        amount: -jsonCents(row.amountCents),
        description: `${row.repaymentKind === 'SCHEDULED' ? 'Scheduled repayment' : 'Repayment'} from ${row.label}`,
        status: row.status === 'PENDING' ? 'PENDING' : 'COMPLETED',
        date: (row.createdAt as Date).toISOString(),
        application: null,
      };
    case 'SCHEDULED_REPAYMENT':
      return {
        ...common,
        type: 'SCHEDULED_REPAYMENT',
        amount: -jsonCents(row.amountCents),
        description: 'Repayment scheduled',
        status: 'SCHEDULED',
        date: row.dueOn as string,
        application: null,
      };
  }
}
