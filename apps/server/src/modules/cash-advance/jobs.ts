// The cash advance's background work, run by the job queue every few seconds (decision 028) and for
// one member by that member's reads, and safe with several server processes at once: standard deliveries and linked-bank repayments the sandbox ACH network
// has settled, and scheduled repayments due today. Each item is claimed in its own transaction (SKIP
// LOCKED), so two processes never work on the same one, and every movement has its own ledger
// reference, so a retry never moves money twice.

import { addDays } from '@fernleaf/contract/calendar/days';
import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import type { UnderwritingFindings } from '@fernleaf/contract/cash-advance-onboarding';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { settleEntry } from '../../ledger/post-entry.ts';
import type { AchRails, ExternalBank } from '../checking/ach-network.ts';
import { lockCashAdvanceAccount } from './account-repo.ts';
import {
  findAdvanceOf,
  findDueSchedules,
  hasDueSchedules,
  hasSettledMoneyInFlight,
  insertScheduledRepayments,
  lockNextArrivedAdvance,
  lockNextSettledRepayment,
  lockScheduleUnlessTaken,
  setRepaymentPosted,
  updateAdvance,
  updateSchedule,
} from './advance-repo.ts';
import { advanceBankTransactionId } from './apply-service.ts';
import { collectFor, repaymentBankTransactionId } from './collect.ts';
import { placesOf } from './places.ts';
import { defaultMethodOf } from './repayment-service.ts';
import { repaymentDateOf } from './terms.ts';
import { latestUnderwritingOf } from './underwriting-repo.ts';

export interface JobOptions extends AchRails {
  now: Date;
  brandName: string;
  /** Only this member's items (a member's read); every member's when absent (the queue's run). */
  memberId?: string | undefined;
}

/** Records the standard deliveries that have arrived; answers how many. */
export async function settleArrivedAdvances(
  db: Db,
  now: Date,
  externalBank: ExternalBank,
  memberId?: string,
): Promise<number> {
  let settled = 0;
  while (
    await inTransaction(db, async (tx) => {
      const advance = await lockNextArrivedAdvance(tx, now, memberId);
      if (!advance) return false;
      // The linked bank first, then the ledger: the order every movement takes the two (decision 015).
      await externalBank.settle(
        tx,
        {
          linkedAccountId: advance.destinationId,
          transactionId: advanceBankTransactionId(advance.id),
          currentCents: advance.amountCents,
          availableCents: advance.amountCents,
        },
        now,
      );
      await settleEntry(tx, advance.ledgerEntryId, 'posted', now);
      await updateAdvance(tx, advance.id, { status: 'DELIVERED' });
      return true;
    })
  ) {
    settled += 1;
  }
  return settled;
}

/** Records the linked-bank repayments the network has settled; answers how many. */
export async function settleBankRepayments(
  db: Db,
  now: Date,
  externalBank: ExternalBank,
  memberId?: string,
): Promise<number> {
  let settled = 0;
  while (
    await inTransaction(db, async (tx) => {
      const repayment = await lockNextSettledRepayment(tx, now, memberId);
      if (!repayment) return false;
      const linkedAccountId = repayment.sourceId.replace(/^LINKED_BANK:/, '');
      // The bank held the money when the debit arrived; now it leaves the balance too. The linked bank
      // first, then the ledger: the order every movement takes the two (decision 015).
      await externalBank.settle(
        tx,
        {
          linkedAccountId,
          transactionId: repaymentBankTransactionId(repayment.id),
          currentCents: -repayment.amountCents,
          availableCents: 0n,
        },
        now,
      );
      await settleEntry(tx, repayment.ledgerEntryId, 'posted', now);
      await setRepaymentPosted(tx, repayment.id);
      return true;
    })
  ) {
    settled += 1;
  }
  return settled;
}

/** How many due repayments one run looks at before it yields. */
const collectionBatch = 50;

/**
 * Collects each scheduled repayment due by today (Eastern) from the member's repayment method, never
 * more than is available there: a part is collected and the rest moved to the next payday, or, when
 * nothing is available, all of it. Answers how many scheduled repayments it ran.
 */
export async function collectDueRepayments(db: Db, options: JobOptions): Promise<number> {
  const today = easternToday(options.now);
  if (!(await hasDueSchedules(db, today, options.memberId))) return 0;
  let ran = 0;
  for (const due of await findDueSchedules(db, today, collectionBatch, options.memberId)) {
    if (await inTransaction(db, (tx) => collectScheduled(tx, due.id, due.memberId, today, options))) ran += 1;
  }
  return ran;
}

async function collectScheduled(
  db: Tx,
  scheduleId: string,
  memberId: string,
  today: string,
  options: JobOptions,
): Promise<boolean> {
  // The member's lock order (account, advance, schedule), as a repayment made now takes them.
  const account = await lockCashAdvanceAccount(db, memberId);
  const schedule = await lockScheduleUnlessTaken(db, scheduleId);
  if (!account || !schedule || schedule.status !== 'SCHEDULED' || schedule.dueOn > today) return false;
  const advance = await findAdvanceOf(db, memberId, schedule.advanceId, { lock: true });
  if (!advance) throw new Error(`scheduled repayment ${schedule.id} has no advance`);

  const due = schedule.amountCents < advance.outstandingCents ? schedule.amountCents : advance.outstandingCents;
  if (due === 0n) {
    await updateSchedule(db, schedule.id, { status: 'REPLACED', ranAt: options.now });
    return true;
  }
  const source = defaultMethodOf(await placesOf(db, memberId, options.now), account.repaymentMethod);
  const available = source ? (source.availableCents ?? due) : 0n;
  const take = available < due ? (available > 0n ? available : 0n) : due;
  const repayment =
    source && take > 0n
      ? await collectFor(db, advance, source, take, {
          ...options,
          receivableAccountId: account.ledgerAccountId,
          kind: 'SCHEDULED',
          scheduledRepaymentId: schedule.id,
        })
      : null;
  const collected = repayment ? take : 0n;
  if (collected === due) {
    await updateSchedule(db, schedule.id, { status: 'COLLECTED', collectedCents: collected, ranAt: options.now });
    return true;
  }
  await updateSchedule(db, schedule.id, {
    status: collected > 0n ? 'PARTIAL' : 'MISSED',
    collectedCents: collected,
    ranAt: options.now,
  });
  const underwriting = await latestUnderwritingOf(db, memberId);
  const tomorrow = addDays(today, 1);
  await insertScheduledRepayments(db, [
    {
      memberId,
      advanceId: advance.id,
      dueOn: await repaymentDateOf(
        db,
        memberId,
        (underwriting?.findings ?? null) as UnderwritingFindings | null,
        tomorrow,
      ),
      amountCents: due - collected,
      status: 'SCHEDULED',
      origin: 'REMAINDER',
      createdAt: options.now,
    },
  ]);
  return true;
}

/** Everything due by `now`, in order: what settled first (so balances are current), then collections. */
export async function runCashAdvanceJobs(db: Db, options: JobOptions): Promise<void> {
  if (await hasSettledMoneyInFlight(db, options.now, options.memberId)) {
    await settleArrivedAdvances(db, options.now, options.externalBank, options.memberId);
    await settleBankRepayments(db, options.now, options.externalBank, options.memberId);
  }
  await collectDueRepayments(db, options);
}
