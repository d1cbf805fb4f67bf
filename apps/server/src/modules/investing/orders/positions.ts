// The account's holdings as the member reads them: lots, realised and unrealised gains at the market's
// last (simulated) price, and its cash. Replayed from the fills on every read; writes nothing.
import type { Db } from '../../../db/client.ts';
import { balanceOf } from '../../../ledger/balances.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { MarketData } from '../../market/market-data.ts';
import { investmentAccountOf } from '../accounts/open-account-of.ts';
import { heldMicros, lotsAtPrice } from './books.ts';
import { booksBySymbol } from './holdings.ts';
import { exchangeDateAt, quoteAt } from './market-prices.ts';
import { filledOrdersOf } from './order-repo.ts';

export async function positionsOf(db: Db, market: MarketData, memberId: string, accountId: string, now: Date) {
  const account = await investmentAccountOf(db, memberId, accountId);
  const [fills, cash] = await Promise.all([filledOrdersOf(db, account.id), balanceOf(db, account.ledgerAccountId)]);
  const names = new Map(market.assets().map((asset) => [asset.symbol, asset.name]));
  const positions = [...booksBySymbol(market, fills, exchangeDateAt(now))]
    .filter(([, books]) => books.lots.length > 0 || books.sales.length > 0)
    .map(([symbol, books]) => {
      const lastPriceCents = quoteAt(market, symbol, now).priceCents;
      const lots = lotsAtPrice(books.lots, lastPriceCents);
      const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
      return {
        symbol,
        name: names.get(symbol) ?? symbol,
        quantityMicros: Number(heldMicros(books.lots)),
        costCents: jsonCents(sum(lots.map((lot) => lot.costCents))),
        lastPriceCents: jsonCents(lastPriceCents),
        marketValueCents: jsonCents(sum(lots.map((lot) => lot.marketValueCents))),
        unrealisedCents: jsonCents(sum(lots.map((lot) => lot.unrealisedCents))),
        realisedCents: jsonCents(sum(books.sales.map((sale) => sale.realisedCents))),
        lots: lots.map((lot) => ({
          orderId: lot.orderId,
          acquiredOn: lot.acquiredOn,
          quantityMicros: Number(lot.quantityMicros),
          costCents: jsonCents(lot.costCents),
          marketValueCents: jsonCents(lot.marketValueCents),
          unrealisedCents: jsonCents(lot.unrealisedCents),
        })),
        sales: books.sales.map((sale) => ({
          orderId: sale.orderId,
          soldOn: sale.soldOn,
          quantityMicros: Number(sale.quantityMicros),
          proceedsCents: jsonCents(sale.proceedsCents),
          costCents: jsonCents(sale.costCents),
          realisedCents: jsonCents(sale.realisedCents),
          lots: sale.lots.map((lot) => ({
            orderId: lot.orderId,
            acquiredOn: lot.acquiredOn,
            quantityMicros: Number(lot.quantityMicros),
            costCents: jsonCents(lot.costCents),
          })),
        })),
      };
    });
  return {
    cash: {
      availableCents: jsonCents(cash.availableCents),
      pendingInCents: jsonCents(cash.pendingInCents),
      heldForOrdersCents: jsonCents(-cash.pendingOutCents),
    },
    positions,
  };
}
