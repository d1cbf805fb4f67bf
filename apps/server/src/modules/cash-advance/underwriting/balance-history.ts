// The balance side of a checking history: how long it is, the average daily balance and the days
// the account was overdrawn. A bank reports today's balance and the transactions, not the balance
// of each past day, so the days' balances are rebuilt backwards from today's.
import type { HistoryEntry } from './recurring-income.ts';

/** Averages and overdrafts look back this many days, the history's day included. */
export const LOOKBACK_DAYS = 90;

/** A transaction described as an overdraft (or its fee) or an NSF (returned) item. */
const OVERDRAFT_WORDS = /OVERDRAFT|\bNSF\b/i;

/** Days from the oldest transaction to `asOfDay`, both included; 0 for no transactions. */
export function historyDaysOf(history: readonly HistoryEntry[], asOfDay: number): number {
  let oldest = Number.POSITIVE_INFINITY;
  for (const entry of history) if (entry.day <= asOfDay && entry.day < oldest) oldest = entry.day;
  return Number.isFinite(oldest) ? asOfDay - oldest + 1 : 0;
}

export interface BalanceFindings {
  /** Over the last 90 days, or the whole history when shorter; integer cents, rounded. */
  averageDailyBalanceCents: number;
  /** Day numbers in the last 90 days that count as an overdraft, oldest first. */
  overdraftDays: number[];
}

/**
 * End-of-day balances from today's back: the day before holds today's balance less today's posted
 * transactions. Pending ones are not in the current balance, so they are left out. Over the last
 * 90 days (or the history, if shorter), the average of those balances, and the days that ended
 * below $0 or hold a transaction described as an overdraft or NSF item (each day counted once).
 */
export function balanceFindings(
  history: readonly HistoryEntry[],
  currentBalanceCents: number,
  asOfDay: number,
): BalanceFindings {
  const historyDays = historyDaysOf(history, asOfDay);
  const days = Math.max(1, Math.min(LOOKBACK_DAYS, historyDays));
  const firstDay = asOfDay - days + 1;

  const postedByDay = new Map<number, number>();
  const overdrafts = new Set<number>();
  for (const entry of history) {
    if (entry.day < firstDay || entry.day > asOfDay) continue;
    if (!entry.pending) postedByDay.set(entry.day, (postedByDay.get(entry.day) ?? 0) + entry.amountCents);
    if (OVERDRAFT_WORDS.test(entry.description)) overdrafts.add(entry.day);
  }

  let balance = currentBalanceCents;
  let sum = 0;
  for (let day = asOfDay; day >= firstDay; day--) {
    sum += balance;
    if (balance < 0) overdrafts.add(day);
    balance -= postedByDay.get(day) ?? 0;
  }
  return {
    averageDailyBalanceCents: Math.round(sum / days),
    overdraftDays: [...overdrafts].sort((a, b) => a - b),
  };
}
