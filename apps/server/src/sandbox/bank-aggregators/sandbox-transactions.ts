// A year of transactions and the balances of a sandbox account, as an aggregator reports them.
// Everything follows from the account id: a given date holds the same transactions whatever day
// the history is asked for, and balances on consecutive days differ by exactly that day's flows.
// An account opened shortly before the fetch (SandboxAccount.historyDays) has only the days since
// its opening: the first holds an opening deposit of what the full history had by the end of the
// day before, so its balances are those of the full history and its sums still add up.
import { createHash } from 'node:crypto';
import { dayNumberOf, isoDateOf, nextMonth, type YearMonth, yearMonthOf } from '@fernleaf/contract/calendar/days';
import { checkingMonth } from './checking-month.ts';
import { checkingProfile } from './checking-profile.ts';
import type { Flow, MonthHistory } from './history-flow.ts';
import type { PaySchedule } from './pay-schedule.ts';
import type { SandboxAccount } from './sandbox-accounts.ts';
import { savingsMonth, savingsProfile } from './savings-month.ts';
import type { TransactionCategory } from './transaction-categories.ts';
import { firstDayOfMonth } from './utc-days.ts';

export interface SandboxTransaction {
  providerTransactionId: string;
  postedOn: string;
  /** Integer cents; money in positive, out negative. */
  amountCents: number;
  description: string;
  merchantName: string | null;
  category: TransactionCategory;
  pending: boolean;
}

/** The history reaches back this many days before `asOf` (and includes `asOf`). */
export const HISTORY_DAYS = 365;

/** Card purchases of `asOf` and the day before have not settled yet. */
const PENDING_DAYS = 2;

type AccountRef = Pick<SandboxAccount, 'providerAccountId' | 'type'>;

/** The paycheck schedule a checking account's history follows. Only checking accounts are paid. */
export function sandboxPaySchedule(account: AccountRef): PaySchedule {
  if (account.type !== 'CHECKING') throw new Error('Only a checking account receives pay');
  const { frequency, employer, typicalAmountCents } = checkingProfile(account.providerAccountId).pay;
  return { frequency, employer, typicalAmountCents };
}

/** Builds months of one account, deriving its profile once. */
function monthBuilder(account: AccountRef): (yearMonth: YearMonth) => MonthHistory {
  if (account.type === 'CHECKING') {
    const profile = checkingProfile(account.providerAccountId);
    return (yearMonth) => checkingMonth(profile, yearMonth);
  }
  const profile = savingsProfile(account.providerAccountId);
  return (yearMonth) => savingsMonth(profile, yearMonth);
}

/** The flows dated from `fromDay` through `toDay`, and the balance at the end of the day before. */
function flowsBetween(account: AccountRef, fromDay: number, toDay: number): { openingCents: number; flows: Flow[] } {
  const build = monthBuilder(account);
  const flows: Flow[] = [];
  let openingCents = 0;
  for (let yearMonth = yearMonthOf(fromDay); firstDayOfMonth(yearMonth) <= toDay; yearMonth = nextMonth(yearMonth)) {
    const month = build(yearMonth);
    if (firstDayOfMonth(yearMonth) <= fromDay) {
      openingCents = month.openingCents;
      for (const flow of month.flows) if (flow.day < fromDay) openingCents += flow.amountCents;
    }
    for (const flow of month.flows) if (flow.day >= fromDay && flow.day <= toDay) flows.push(flow);
  }
  return { openingCents, flows };
}

function isPending(flow: Flow, asOfDay: number): boolean {
  return flow.channel === 'CARD' && flow.day > asOfDay - PENDING_DAYS;
}

function toTransaction(account: AccountRef, flow: Flow, asOfDay: number): SandboxTransaction {
  const postedOn = isoDateOf(flow.day);
  const digest = createHash('sha256').update(`${account.providerAccountId}|${postedOn}|${flow.key}`).digest('hex');
  return {
    providerTransactionId: `txn_${digest.slice(0, 24)}`,
    postedOn,
    amountCents: flow.amountCents,
    description: flow.description,
    merchantName: flow.merchantName,
    category: flow.category,
    pending: isPending(flow, asOfDay),
  };
}

export const OPENING_DEPOSIT_DESCRIPTION = 'OPENING DEPOSIT';

/**
 * The first day of the history asked for on `asOfDay`: 365 days before it, or the opening day of an
 * account with fewer days of history (counted back from `asOf`, so any fetch sees the same shape).
 */
function historyStart(account: SandboxAccount, asOfDay: number): { firstDay: number; opened: boolean } {
  const yearStart = asOfDay - HISTORY_DAYS;
  const { historyDays } = account;
  if (historyDays === undefined) return { firstDay: yearStart, opened: false };
  // From 2 days up, the card purchases still pending all fall inside the history, so the balances
  // sandboxBalance reports agree with it.
  if (!Number.isSafeInteger(historyDays) || historyDays < PENDING_DAYS) {
    throw new RangeError(`An account's history must cover at least ${PENDING_DAYS} days, got ${historyDays}`);
  }
  const openingDay = asOfDay - historyDays + 1;
  return openingDay > yearStart ? { firstDay: openingDay, opened: true } : { firstDay: yearStart, opened: false };
}

function openingDeposit(day: number, amountCents: number): Flow {
  return {
    day,
    amountCents,
    category: 'TRANSFER',
    description: OPENING_DEPOSIT_DESCRIPTION,
    merchantName: null,
    channel: 'TRANSFER',
    key: 'opening-deposit',
  };
}

/**
 * Every transaction from 365 days before `asOf` through `asOf`, oldest first; for an account opened
 * since, from its opening deposit on.
 */
export function sandboxTransactions(account: SandboxAccount, { asOf }: { asOf: string }): SandboxTransaction[] {
  const asOfDay = dayNumberOf(asOf);
  const { firstDay, opened } = historyStart(account, asOfDay);
  const { openingCents, flows } = flowsBetween(account, firstDay, asOfDay);
  const transactions = flows.map((flow) => toTransaction(account, flow, asOfDay));
  if (!opened) return transactions;
  // The generated balances never end a day below the floor, so the deposit is always positive.
  if (openingCents <= 0) throw new Error(`Account ${account.providerAccountId} would open with ${openingCents}`);
  return [toTransaction(account, openingDeposit(firstDay, openingCents), asOfDay), ...transactions];
}

/**
 * The balance at the end of the day before the history starts; the history's sums start from it.
 * An account opened within the history had nothing before it.
 */
export function sandboxOpeningBalance(account: SandboxAccount, { asOf }: { asOf: string }): number {
  const asOfDay = dayNumberOf(asOf);
  const { firstDay, opened } = historyStart(account, asOfDay);
  if (opened) return 0;
  return flowsBetween(account, firstDay, firstDay).openingCents;
}

/**
 * The opening balance plus the history's posted transactions is the current balance; available
 * also takes off the pending card purchases, as a bank holds them. An account opened within the
 * history has the same balances: its opening deposit carries everything before it.
 */
export function sandboxBalance(
  account: SandboxAccount,
  { asOf }: { asOf: string },
): { currentCents: number; availableCents: number } {
  const asOfDay = dayNumberOf(asOf);
  const { openingCents, flows } = flowsBetween(account, asOfDay - PENDING_DAYS + 1, asOfDay);
  let availableCents = openingCents;
  let pendingCents = 0;
  for (const flow of flows) {
    availableCents += flow.amountCents;
    if (isPending(flow, asOfDay)) pendingCents += flow.amountCents;
  }
  return { currentCents: availableCents - pendingCents, availableCents };
}
