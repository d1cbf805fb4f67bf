// One month of a sandbox account's history as the generators build it, before it is dated and
// given ids for a particular request.
import type { TransactionCategory } from './transaction-categories.ts';

/** How the money moved: only CARD purchases are still pending in the last two days. */
export type Channel = 'CARD' | 'ACH' | 'ATM' | 'TRANSFER' | 'FEE' | 'INTEREST';

export interface Flow {
  /** UTC day number (utc-days.ts). */
  day: number;
  /** Integer cents; money in positive, out negative. */
  amountCents: number;
  category: TransactionCategory;
  description: string;
  merchantName: string | null;
  channel: Channel;
  /** Unique within its day; with the account and date it makes the provider's transaction id. */
  key: string;
}

export interface MonthHistory {
  /** The balance before the month's first flow. */
  openingCents: number;
  /** Oldest first. */
  flows: Flow[];
}

export function sumCents(flows: readonly { amountCents: number }[]): number {
  let sum = 0;
  for (const flow of flows) sum += flow.amountCents;
  return sum;
}
