// Recurring deposits into an investment account (decision 044): one schedule per account (how much, how
// often, from checking or a linked bank, from a start date), set, paused, resumed or cancelled by the
// member, and run by the `recurring-deposits` job on each date. Each date runs once (its run key is the
// account and the date); a date that finds too little money is recorded as failed with the reason and
// not tried again: the next date runs as usual.
import { addDays } from '@fernleaf/contract/calendar/days';
import {
  latestOccurrenceOnOrBefore,
  nextOccurrenceAfter,
  nextOccurrenceOnOrAfter,
} from '@fernleaf/contract/calendar/recurring-dates';
import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import { errorCodes } from '@fernleaf/contract/errors';
import type {
  RecurringDepositBody,
  RecurringDepositView,
  recurringRunSchema,
} from '@fernleaf/contract/investing-lifecycle';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../../platform/errors.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import { linkedAccountLabels } from '../../bank/linked-accounts-service.ts';
import { findInvestmentAccountById } from '../accounts/account-repo.ts';
import { investmentAccountOf, openInvestmentAccountOf } from '../accounts/open-account-of.ts';
import type { InvestingNeighbours } from '../neighbours.ts';
import { lockInvestmentAccount } from '../orders/order-repo.ts';
import { type BankDepositOptions, notEnoughInBank, startBankDeposit } from './bank-deposits.ts';
import { moveCashWithChecking } from './funding.ts';
import {
  dueScheduleIds,
  insertRun,
  insertSchedule,
  latestRunsOf,
  liveScheduleOf,
  lockSchedule,
  type RecurringDepositRow,
  type RecurringRunRow,
  runExists,
  updateSchedule,
} from './lifecycle-repo.ts';

/** How far ahead a first date may be: a schedule starting in years is more likely a typo. */
const latestStartDays = 365;
const runsShown = 12;

type RecurringAnswer = { schedule: RecurringDepositView | null; runs: z.infer<typeof recurringRunSchema>[] };

export async function recurringDepositOf(db: Db, memberId: string, accountId: string): Promise<RecurringAnswer> {
  const account = await investmentAccountOf(db, memberId, accountId);
  return answerOf(db, account.id);
}

export async function setRecurringDeposit(
  db: Tx,
  memberId: string,
  accountId: string,
  body: RecurringDepositBody,
  options: { now: Date; neighbours: InvestingNeighbours },
): Promise<RecurringAnswer> {
  const { now, neighbours } = options;
  await neighbours.requireInvestingPrerequisites(db, memberId, now);
  const account = await openInvestmentAccountOf(db, memberId, accountId);
  const today = easternToday(now);
  if (body.startDate < today) throw validationFailed({ startDate: 'Choose today or a later date' });
  if (body.startDate > addDays(today, latestStartDays)) {
    throw validationFailed({ startDate: 'Choose a date within the next year' });
  }
  if (body.source === 'CHECKING' && !(await neighbours.checkingIsOpen(db, memberId))) {
    throw new AppError(
      409,
      errorCodes.ONBOARDING_STEP_REQUIRED,
      'Open checking first',
      'A recurring deposit from checking needs an open checking account. Open one, or choose a linked bank.',
      { source: 'Open your checking account first, or choose a linked bank.' },
      ['account-activation'],
    );
  }
  const linkedBankAccountId = body.source === 'LINKED_BANK' ? (body.linkedAccountId ?? null) : null;
  if (linkedBankAccountId) await neighbours.usableLinkedAccount(db, memberId, linkedBankAccountId, now);

  // One schedule per account: two requests racing are decided one after the other.
  await lockInvestmentAccount(db, account.id);
  const schedule = {
    frequency: body.frequency,
    amountCents: BigInt(body.amountCents),
    source: body.source,
    linkedBankAccountId,
    startDate: body.startDate,
    // A schedule set again on a day that already ran (its run key) starts from its next date.
    nextRunOn: (await runExists(db, account.id, body.startDate))
      ? nextOccurrenceAfter(body.startDate, body.frequency, body.startDate)
      : body.startDate,
    status: 'ACTIVE' as const,
    updatedAt: now,
  };
  const live = await liveScheduleOf(db, account.id);
  if (live) await updateSchedule(db, live.id, schedule);
  else await insertSchedule(db, { ...schedule, accountId: account.id, createdAt: now });
  return answerOf(db, account.id);
}

export async function setRecurringDepositStatus(
  db: Tx,
  memberId: string,
  accountId: string,
  status: RecurringDepositRow['status'],
  now: Date,
): Promise<RecurringAnswer> {
  const account = await investmentAccountOf(db, memberId, accountId);
  await lockInvestmentAccount(db, account.id);
  const live = await liveScheduleOf(db, account.id);
  if (!live) throw notFound('The recurring deposit');
  if (status === 'ACTIVE' && live.status !== 'ACTIVE') {
    if (account.status !== 'OPEN') await openInvestmentAccountOf(db, memberId, accountId);
    // Resuming picks up at the next date from today: the dates missed while paused are not made up.
    await updateSchedule(db, live.id, {
      status,
      nextRunOn: nextOccurrenceOnOrAfter(live.startDate, live.frequency, easternToday(now)),
      updatedAt: now,
    });
  } else if (status !== live.status) {
    await updateSchedule(db, live.id, { status, updatedAt: now });
  }
  return answerOf(db, account.id);
}

/** Cancels the account's schedule, if any: closing the account does. */
export async function cancelRecurringDeposit(db: Tx, accountId: string, now: Date): Promise<void> {
  const live = await liveScheduleOf(db, accountId);
  if (live) await updateSchedule(db, live.id, { status: 'CANCELLED', updatedAt: now });
}

/** Runs every schedule due today (New York), each in its own transaction. */
export async function runRecurringDeposits(db: Db, options: BankDepositOptions): Promise<void> {
  const today = easternToday(options.now);
  for (const scheduleId of await dueScheduleIds(db, today)) {
    await inTransaction(db, (tx) => runSchedule(tx, scheduleId, today, options));
  }
}

async function runSchedule(tx: Tx, scheduleId: string, today: string, options: BankDepositOptions): Promise<void> {
  const schedule = await lockSchedule(tx, scheduleId);
  if (schedule?.status !== 'ACTIVE' || schedule.nextRunOn > today) return;
  // Dates missed while no job ran are not made up: only the latest due date runs, once.
  const runOn = latestOccurrenceOnOrBefore(schedule.startDate, schedule.frequency, today) ?? schedule.nextRunOn;
  const nextRunOn = nextOccurrenceAfter(schedule.startDate, schedule.frequency, today);
  const account = await findInvestmentAccountById(tx, schedule.accountId);
  if (account?.status !== 'OPEN' || (await runExists(tx, schedule.accountId, runOn))) {
    await updateSchedule(tx, schedule.id, { nextRunOn, updatedAt: options.now });
    return;
  }
  let ledgerEntryId: string | null = null;
  let failureReason: string | null = null;
  try {
    if (schedule.source === 'CHECKING') {
      const moved = await moveCashWithChecking(
        tx,
        account,
        { direction: 'DEPOSIT', amountCents: jsonCents(schedule.amountCents) },
        options,
      );
      ledgerEntryId = moved.entryId;
    } else {
      const started = await startBankDeposit(
        tx,
        account,
        schedule.linkedBankAccountId ?? '',
        schedule.amountCents,
        options,
      );
      if (!started) throw notEnoughInBank();
      ledgerEntryId = started.ledgerEntryId;
    }
  } catch (error) {
    // Refusals write nothing (the ledger and the linked bank decide before writing), so the run is
    // recorded as failed in the same transaction; anything else fails the job for the queue to retry.
    if (!(error instanceof AppError)) throw error;
    failureReason = error.body.description;
  }
  await insertRun(tx, {
    scheduleId: schedule.id,
    accountId: schedule.accountId,
    runOn,
    amountCents: schedule.amountCents,
    source: schedule.source,
    status: failureReason ? 'FAILED' : 'DEPOSITED',
    failureReason,
    ledgerEntryId,
    ranAt: options.now,
  });
  await updateSchedule(tx, schedule.id, { nextRunOn, updatedAt: options.now });
}

async function answerOf(db: Db, accountId: string): Promise<RecurringAnswer> {
  const [live, runs] = await Promise.all([liveScheduleOf(db, accountId), latestRunsOf(db, accountId, runsShown)]);
  return { schedule: live ? await scheduleView(db, live) : null, runs: runs.map(runView) };
}

async function scheduleView(db: Db, row: RecurringDepositRow): Promise<RecurringDepositView> {
  const labels = row.linkedBankAccountId ? await linkedAccountLabels(db, [row.linkedBankAccountId]) : new Map();
  const label = row.linkedBankAccountId ? labels.get(row.linkedBankAccountId) : undefined;
  return {
    scheduleId: row.id,
    frequency: row.frequency,
    amountCents: jsonCents(row.amountCents),
    source: row.source,
    linkedAccount:
      row.linkedBankAccountId && label
        ? { id: row.linkedBankAccountId, bankName: label.bankName, mask: label.mask }
        : null,
    startDate: row.startDate,
    nextRunOn: row.status === 'ACTIVE' ? row.nextRunOn : null,
    status: row.status,
  };
}

function runView(row: RecurringRunRow) {
  return {
    runOn: row.runOn,
    amountCents: jsonCents(row.amountCents),
    source: row.source,
    status: row.status,
    failureReason: row.failureReason,
    ranAt: row.ranAt.toISOString(),
  };
}
