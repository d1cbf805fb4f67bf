// How one movement of the account's cash reads in the transactions list: what happened in words, and
// what the server's description adds (the reason of a trade the account made for the member).

import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { SaleTaxEstimate } from '@fernleaf/contract/investing-money';
import { formatCents } from '@fernleaf/contract/money';
import { formatShareQuantity } from '@fernleaf/contract/quantity';

export interface TransactionInput {
  kind: 'DEPOSIT' | 'BANK_DEPOSIT' | 'WITHDRAWAL' | 'BUY' | 'SELL' | 'ORDER_HOLD' | 'DIVIDEND' | 'OTHER';
  description: string;
  amountCents: number;
  symbol: string | null;
  quantityMicros: number | null;
  /** Why the managed account made the trade, in plain words; none for the member's own orders. */
  reason?: string | null | undefined;
}

/**
 * Trades say what was bought or sold and how many shares; the server's description follows, as it
 * carries the reason of a trade the account made for the member. Transfers and others read as described.
 */
export function transactionTitle(transaction: TransactionInput): string {
  const shares =
    transaction.quantityMicros !== null && transaction.symbol !== null
      ? `${formatShareQuantity(Math.abs(transaction.quantityMicros))} shares of ${transaction.symbol}`
      : transaction.symbol;
  switch (transaction.kind) {
    case 'DEPOSIT':
      return 'Added from checking';
    case 'BANK_DEPOSIT':
      // The server names the bank and its last four: "Deposit from Chase ••1234".
      return transaction.description;
    case 'WITHDRAWAL':
      return 'Withdrawn to checking';
    case 'BUY':
      return shares ? `Bought ${shares}` : transaction.description;
    case 'SELL':
      return shares ? `Sold ${shares}` : transaction.description;
    case 'ORDER_HOLD':
      return shares ? `Held for an order: ${shares}` : 'Held for an order';
    case 'DIVIDEND':
      return transaction.symbol ? `Dividend from ${transaction.symbol}` : 'Dividend';
    default:
      return transaction.description;
  }
}

/**
 * What the line adds to its title: a trade's reason when the account made it for the member; else the
 * description when it says more than the title (a dividend's rate). A trade's own description only
 * repeats its title, and a transfer's title says it all.
 */
export function transactionDetail(transaction: TransactionInput): string | null {
  if (transaction.reason) return transaction.reason;
  const saysMore = !['DEPOSIT', 'WITHDRAWAL', 'BUY', 'SELL'].includes(transaction.kind);
  const description = transaction.description.trim();
  return saysMore && description && description !== transactionTitle(transaction) ? description : null;
}

/**
 * A sale's lots (first in, first out) and its estimated tax effect, one line each: "0.5 shares bought
 * Nov 27, 2026: gain $1.20 (short term)", then the totals by term and the estimate's note.
 */
export function saleExplanation(estimate: SaleTaxEstimate): string[] {
  const terms = { SHORT_TERM: 'short term', LONG_TERM: 'long term' } as const;
  const gain = (cents: number) => (cents < 0 ? `loss ${formatCents(-cents)}` : `gain ${formatCents(cents)}`);
  return [
    ...estimate.lots.map(
      (lot) =>
        `${formatShareQuantity(lot.quantityMicros)} shares bought ${formatMonthDayYear(lot.acquiredOn)}: ${gain(lot.gainCents)} (${terms[lot.term]})`,
    ),
    `Estimated tax effect: short-term ${gain(estimate.shortTermGainCents)}, long-term ${gain(estimate.longTermGainCents)}. ${estimate.note}`,
  ];
}
