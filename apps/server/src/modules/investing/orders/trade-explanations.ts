// Why each trade was made and, for a filled sale, the lots it sold and their estimated tax effect, as
// the orders and transactions calls answer them. Replayed from the fills at every read (decision 043),
// so the lots shown are exactly the ones the books took.
import type { SaleTaxEstimate } from '@fernleaf/contract/investing-money';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { MarketData } from '../../market/market-data.ts';
import { booksBySymbol } from './holdings.ts';
import { exchangeDateAt } from './market-prices.ts';
import type { InvestmentOrderRow } from './order-repo.ts';
import { type TaxEstimate, taxEstimateOf } from './tax-estimate.ts';

export interface TradeExplanation {
  reason: string | null;
  taxEstimate: SaleTaxEstimate | null;
}

/** Each order's explanation by order id, from the account's orders (any order, newest first or not). */
export function tradeExplanations(
  market: MarketData,
  orders: readonly InvestmentOrderRow[],
  now: Date,
): Map<string, TradeExplanation> {
  const fills = orders
    .filter((order) => order.status === 'FILLED')
    // The order the books replay them in (filledOrdersOf): fill time, buys first, then id as the database sorts it.
    .sort(
      (a, b) =>
        (a.filledAt?.getTime() ?? 0) - (b.filledAt?.getTime() ?? 0) ||
        a.side.localeCompare(b.side) ||
        (a.id < b.id ? -1 : 1),
    );
  const estimates = new Map<string, SaleTaxEstimate>();
  for (const books of booksBySymbol(market, fills, exchangeDateAt(now)).values()) {
    for (const sale of books.sales) estimates.set(sale.orderId, taxEstimateAnswer(taxEstimateOf(sale)));
  }
  return new Map(
    orders.map((order) => [order.id, { reason: order.reason, taxEstimate: estimates.get(order.id) ?? null }]),
  );
}

/** An estimate as the calls answer it: cents and quantities as JSON numbers. */
export function taxEstimateAnswer(estimate: TaxEstimate): SaleTaxEstimate {
  return {
    lots: estimate.lots.map((lot) => ({
      orderId: lot.orderId,
      acquiredOn: lot.acquiredOn,
      quantityMicros: Number(lot.quantityMicros),
      costCents: jsonCents(lot.costCents),
      proceedsCents: jsonCents(lot.proceedsCents),
      gainCents: jsonCents(lot.gainCents),
      term: lot.term,
    })),
    shortTermGainCents: jsonCents(estimate.shortTermGainCents),
    longTermGainCents: jsonCents(estimate.longTermGainCents),
    note: estimate.note,
  };
}
