// A year of transactions and the balances of a sandbox account, as an aggregator reports them.
// Everything follows from the account id: a given date holds the same transactions whatever day
// the history is asked for, and balances on consecutive days differ by exactly that day's flows.
import { createHash } from 'node:crypto';
import { checkingMonth } from './checking-month.ts';
import { checkingProfile } from './checking-profile.ts';
import type { Flow, MonthHistory } from './history-flow.ts';
import type { PaySchedule } from './pay-schedule.ts';
import type { SandboxAccount } from './sandbox-accounts.ts';
import { savingsMonth, savingsProfile } from './savings-month.ts';
import type { TransactionCategory } from './transaction-categories.ts';
import { firstDayOfMonth, nextMonth, parseIsoDate, toIsoDate, type YearMonth, yearMonthOf } from './utc-days.ts';

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
  const postedOn = toIsoDate(flow.day);
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

/** Every transaction from 365 days before `asOf` through `asOf`, oldest first. */
export function sandboxTransactions(account: SandboxAccount, { asOf }: { asOf: string }): SandboxTransaction[] {
  const asOfDay = parseIsoDate(asOf);
  return flowsBetween(account, asOfDay - HISTORY_DAYS, asOfDay).flows.map((flow) =>
    toTransaction(account, flow, asOfDay),
  );
}

/** The balance at the end of the day before the history starts; the history's sums start from it. */
export function sandboxOpeningBalance(account: SandboxAccount, { asOf }: { asOf: string }): number {
  const asOfDay = parseIsoDate(asOf);
  return flowsBetween(account, asOfDay - HISTORY_DAYS, asOfDay - HISTORY_DAYS).openingCents;
}

/**
 * The opening balance plus the history's posted transactions is the current balance; available
 * also takes off the pending card purchases, as a bank holds them.
 */
export function sandboxBalance(
  account: SandboxAccount,
  { asOf }: { asOf: string },
): { currentCents: number; availableCents: number } {
  const asOfDay = parseIsoDate(asOf);
  const { openingCents, flows } = flowsBetween(account, asOfDay - PENDING_DAYS + 1, asOfDay);
  let availableCents = openingCents;
  let pendingCents = 0;
  for (const flow of flows) {
    availableCents += flow.amountCents;
    if (isPending(flow, asOfDay)) pendingCents += flow.amountCents;
  }
  return { currentCents: availableCents - pendingCents, availableCents };
}
