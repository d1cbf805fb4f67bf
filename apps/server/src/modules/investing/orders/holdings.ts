// What an account holds of a symbol, replayed from its fills with the market's splits (books.ts).
import type { Db } from '../../../db/client.ts';
import type { MarketData } from '../../market/market-data.ts';
import { type BookFill, type Books, replayBooks } from './books.ts';
import type { InvestmentOrderRow } from './order-repo.ts';
import { filledOrdersOf } from './order-repo.ts';

export function bookFillOf(row: InvestmentOrderRow): BookFill {
  if (row.tradeDate === null || row.filledMicros === null || row.amountCents === null) {
    throw new Error(`order ${row.id} is not filled`);
  }
  return {
    orderId: row.id,
    side: row.side,
    tradeDate: row.tradeDate,
    quantityMicros: row.filledMicros,
    amountCents: row.amountCents,
  };
}

/** The books of every symbol the account ever traded, as of the New York date `asOf`. */
export function booksBySymbol(
  market: MarketData,
  fills: readonly InvestmentOrderRow[],
  asOf: string,
): Map<string, Books> {
  const bySymbol = new Map<string, InvestmentOrderRow[]>();
  for (const fill of fills) bySymbol.set(fill.symbol, [...(bySymbol.get(fill.symbol) ?? []), fill]);
  return new Map(
    [...bySymbol].map(([symbol, rows]) => [
      symbol,
      replayBooks(rows.map(bookFillOf), market.splitsEffectiveBy(symbol, asOf), asOf),
    ]),
  );
}

export async function booksOf(
  db: Db,
  market: MarketData,
  accountId: string,
  symbol: string,
  asOf: string,
): Promise<Books> {
  const fills = await filledOrdersOf(db, accountId, symbol);
  return replayBooks(fills.map(bookFillOf), market.splitsEffectiveBy(symbol, asOf), asOf);
}
