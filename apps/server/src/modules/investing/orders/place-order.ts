// Previews and places a market order in a self-directed account (decision 043). While the session runs
// it fills at once at the last trade; while the market is shut it waits for the next opening bell,
// holding a buy's cash, and the job queue fills it at that minute's price (fill-orders.ts).
import { randomUUID } from 'node:crypto';
import { nextTradingDay } from '@fernleaf/contract/calendar/exchange-calendar';
import type { InvestmentOrderView, MarketOrderRequest, OrderPreview } from '@fernleaf/contract/investing-money';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import { balanceOf } from '../../../ledger/balances.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { MarketData } from '../../market/market-data.ts';
import type { InvestmentAccountRow } from '../accounts/account-repo.ts';
import { investmentAccountOf, openInvestmentAccountOf } from '../accounts/open-account-of.ts';
import type { InvestingNeighbours } from '../neighbours.ts';
import { heldMicros } from './books.ts';
import { booksOf } from './holdings.ts';
import { exchangeDateAt, fillPriceAt, type OrderQuote, quoteAt } from './market-prices.ts';
import { managedAccountTrades, notEnoughCash, unknownSymbol } from './order-errors.ts';
import { type InvestmentOrderRow, insertOrder, lockInvestmentAccount, waitingSalesOf } from './order-repo.ts';
import { type SizedOrder, sizeOrder } from './order-sizing.ts';
import { orderView } from './order-view.ts';
import { postBuyFill, postBuyHold, postSellFill } from './trade-entries.ts';

export interface OrderOptions {
  market: MarketData;
  now: Date;
}

/** The estimate shown before the member confirms. Writes nothing (decision 040). */
export async function previewOrder(
  db: Db,
  memberId: string,
  accountId: string,
  request: MarketOrderRequest,
  options: OrderOptions,
): Promise<OrderPreview> {
  const account = await investmentAccountOf(db, memberId, accountId);
  if (account.kind === 'MANAGED') throw managedAccountTrades();
  const { quote, sized, availableCents, sellableMicros } = await priceOrder(db, account, request, options);
  if (request.side === 'BUY' && (quote.marketOpen ? sized.amountCents : sized.holdCents) > availableCents) {
    throw notEnoughCash(request, !quote.marketOpen);
  }
  return {
    symbol: request.symbol,
    side: request.side,
    marketOpen: quote.marketOpen,
    estimatedPriceCents: jsonCents(quote.priceCents),
    estimatedQuantityMicros: Number(sized.quantityMicros),
    estimatedAmountCents: jsonCents(sized.amountCents),
    holdCents: jsonCents(sized.holdCents),
    fillsAt: quote.fillsAt.toISOString(),
    availableCashCents: jsonCents(availableCents),
    sellableMicros: Number(sellableMicros),
  };
}

export async function placeOrder(
  db: Tx,
  memberId: string,
  accountId: string,
  request: MarketOrderRequest,
  options: OrderOptions & { fillIn: (inMs: number) => void; neighbours: InvestingNeighbours },
): Promise<InvestmentOrderView> {
  await options.neighbours.requireInvestingPrerequisites(db, memberId, options.now);
  const account = await openInvestmentAccountOf(db, memberId, accountId);
  if (account.kind === 'MANAGED') throw managedAccountTrades();
  return orderView(await submitOrder(db, account, request, options));
}

export interface SubmitOptions extends OrderOptions {
  fillIn: (inMs: number) => void;
  /** Why the managed account's job placed it, and the job's run: null for the member's own orders. */
  reason?: string | null;
  runKey?: string | null;
}

/**
 * Places an order in an account already found open: the member's orders and the managed account's
 * job both come here, so they wait, hold cash and fill by the same rules.
 */
export async function submitOrder(
  db: Tx,
  account: InvestmentAccountRow,
  request: MarketOrderRequest,
  options: SubmitOptions,
): Promise<InvestmentOrderRow> {
  const { now } = options;
  // One order of the account at a time: what a sale may take is read and spent under this lock.
  await lockInvestmentAccount(db, account.id);
  const { quote, sized } = await priceOrder(db, account, request, options);
  const orderId = randomUUID();
  const entry = { orderId, cashAccountId: account.ledgerAccountId, symbol: request.symbol, now };
  const placed = {
    id: orderId,
    accountId: account.id,
    symbol: request.symbol,
    side: request.side,
    sizing: sized.sizing,
    requestedCents: sized.sizing === 'AMOUNT' ? sized.amountCents : null,
    requestedMicros: sized.sizing === 'AMOUNT' ? null : sized.quantityMicros,
    estimatedPriceCents: quote.priceCents,
    placedAt: now,
    fillsAt: quote.fillsAt,
    reason: options.reason ?? null,
    runKey: options.runKey ?? null,
  };

  if (!quote.marketOpen) {
    let holdEntryId: string | null = null;
    if (request.side === 'BUY') {
      // The ledger refuses the hold under its lock on the cash row, so two orders racing cannot
      // together hold more than the account has.
      holdEntryId = await postBuyHold(db, { ...entry, amountCents: sized.holdCents });
      if (!holdEntryId) throw notEnoughCash(request, true);
    }
    const row = await insertOrder(db, { ...placed, status: 'WAITING', holdCents: sized.holdCents, holdEntryId });
    options.fillIn(quote.fillsAt.getTime() - now.getTime());
    return row;
  }

  const fillEntryId = await postFill(db, request.side, { ...entry, amountCents: sized.amountCents });
  if (!fillEntryId) throw notEnoughCash(request, false);
  const { tradeDate } = fillPriceAt(options.market, request.symbol, now);
  return insertOrder(db, {
    ...placed,
    ...filledColumns(sized, quote.priceCents, tradeDate, now, fillEntryId),
  });
}

export function postFill(db: Tx, side: 'BUY' | 'SELL', input: Parameters<typeof postBuyFill>[1]) {
  return side === 'BUY' ? postBuyFill(db, input) : postSellFill(db, input);
}

export function filledColumns(
  sized: SizedOrder,
  priceCents: bigint,
  tradeDate: string,
  filledAt: Date,
  fillEntryId: string,
) {
  return {
    status: 'FILLED' as const,
    filledAt,
    tradeDate,
    fillPriceCents: priceCents,
    filledMicros: sized.quantityMicros,
    amountCents: sized.amountCents,
    // T+1 by trading day: a sale's cash may be withdrawn from the next session's date.
    settlesOn: nextTradingDay(tradeDate),
    fillEntryId,
  };
}

async function priceOrder(db: Db, account: InvestmentAccountRow, request: MarketOrderRequest, options: OrderOptions) {
  if (!options.market.assets().some((asset) => asset.symbol === request.symbol)) throw unknownSymbol();
  const quote: OrderQuote = quoteAt(options.market, request.symbol, options.now);
  const sellableMicros =
    request.side === 'SELL' ? await sellableMicrosOf(db, options.market, account.id, request.symbol, options.now) : 0n;
  const sized = sizeOrder(request, quote.priceCents, { marketOpen: quote.marketOpen, sellableMicros });
  const availableCents = (await balanceOf(db, account.ledgerAccountId)).availableCents;
  return { quote, sized, availableCents, sellableMicros };
}

/** Shares held today, less what sales waiting for the open already promised. */
async function sellableMicrosOf(db: Db, market: MarketData, accountId: string, symbol: string, now: Date) {
  const books = await booksOf(db, market, accountId, symbol, exchangeDateAt(now));
  const promised = (await waitingSalesOf(db, accountId, symbol)).reduce(
    (sum, order) => sum + (order.requestedMicros ?? 0n),
    0n,
  );
  const sellable = heldMicros(books.lots) - promised;
  return sellable > 0n ? sellable : 0n;
}
