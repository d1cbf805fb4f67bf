// What a holder of record is owed for a dividend (decision 046). Pure: the job supplies the fills and
// the market's splits. Shares are integer millionths, the amount per share integer micro-dollars.
import { centsOfMicros } from '@fernleaf/contract/money';
import { type BookFill, type BookSplit, heldMicros, microsPerShare, replayBooks } from '../orders/books.ts';

/**
 * Shares held when the ex-date begins: fills traded before it, with the splits effective by it. A buy
 * on the ex-date itself is not entitled; a sale on or after it keeps the entitlement, as on the exchange.
 */
export function entitledMicrosOn(fills: readonly BookFill[], splits: readonly BookSplit[], exDate: string): bigint {
  const before = fills.filter((fill) => fill.tradeDate < exDate);
  return heldMicros(replayBooks(before, splits, exDate).lots);
}

/**
 * The whole position's dividend in cents, rounded once, halves away from zero (decision 041): the
 * exact amount is shares times the amount per share; truncating it to the micro-dollar first never
 * changes the cent it rounds to, since a half cent is a whole number of micro-dollars.
 */
export function dividendCents(entitledMicros: bigint, microsPerShareOfDividend: bigint): bigint {
  if (entitledMicros <= 0n || microsPerShareOfDividend <= 0n) return 0n;
  const owedMicroDollars = (entitledMicros * microsPerShareOfDividend) / microsPerShare;
  return BigInt(centsOfMicros(Number(owedMicroDollars)));
}
