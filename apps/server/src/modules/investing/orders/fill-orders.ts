// The job that fills orders waiting for the open and settles trades T+1 (decision 043). Each order
// fills in its own transaction at the price of the minute it was due (the opening bell), whenever the
// job gets to it, so a late run fills at the same price a punctual one would have.
import type { Db } from '../../../db/client.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { settleEntry } from '../../../ledger/post-entry.ts';
import { AppError } from '../../../platform/errors.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { MarketData } from '../../market/market-data.ts';
import { findInvestmentAccountById } from '../accounts/account-repo.ts';
import { heldMicros } from './books.ts';
import { booksOf } from './holdings.ts';
import { exchangeDateAt, fillPriceAt } from './market-prices.ts';
import {
  type InvestmentOrderRow,
  lockInvestmentAccount,
  lockNextDueOrder,
  lockNextDueSettlement,
  updateOrder,
} from './order-repo.ts';
import { sizeOrder } from './order-sizing.ts';
import { filledColumns, postFill } from './place-order.ts';

export async function runInvestmentOrderJobs(db: Db, options: { market: MarketData; now: Date }): Promise<void> {
  while (await inTransaction(db, (tx) => fillNextDueOrder(tx, options))) {
    // one order per transaction: a refusal of one never holds back the others
  }
  const today = exchangeDateAt(options.now);
  while (await inTransaction(db, (tx) => settleNextDueTrade(tx, today, options.now))) {
    // one trade per transaction
  }
}

async function fillNextDueOrder(tx: Tx, options: { market: MarketData; now: Date }): Promise<boolean> {
  const order = await lockNextDueOrder(tx, options.now);
  if (!order) return false;
  await lockInvestmentAccount(tx, order.accountId);
  const account = await findInvestmentAccountById(tx, order.accountId);
  if (!account) throw new Error(`order ${order.id} has no account`);
  // The hold made way for the fill: the buy now pays its real cost from the same cash.
  if (order.holdEntryId) await settleEntry(tx, order.holdEntryId, 'voided', options.now);

  const { priceCents, tradeDate } = fillPriceAt(options.market, order.symbol, order.fillsAt);
  const sellableMicros =
    order.side === 'SELL'
      ? heldMicros((await booksOf(tx, options.market, order.accountId, order.symbol, tradeDate)).lots)
      : 0n;
  const request = {
    symbol: order.symbol,
    side: order.side,
    ...(order.sizing === 'AMOUNT' ? { amountCents: jsonCents(order.requestedCents ?? 0n) } : {}),
    ...(order.sizing !== 'AMOUNT' ? { quantityMicros: Number(splitAdjusted(options.market, order, tradeDate)) } : {}),
  };
  let sized: ReturnType<typeof sizeOrder>;
  try {
    sized = sizeOrder(request, priceCents, { marketOpen: true, sellableMicros });
  } catch (error) {
    // Shares sold meanwhile, or a quantity worth under a cent at the open: the order cannot fill.
    if (!(error instanceof AppError)) throw error;
    await updateOrder(tx, order.id, { status: 'REJECTED', rejectionReason: error.body.description });
    return true;
  }
  const fillEntryId = await postFill(tx, order.side, {
    orderId: order.id,
    cashAccountId: account.ledgerAccountId,
    symbol: order.symbol,
    amountCents: sized.amountCents,
    now: order.fillsAt,
  });
  if (!fillEntryId) {
    await updateOrder(tx, order.id, {
      status: 'REJECTED',
      rejectionReason: 'At the opening price the order cost more than the cash available.',
    });
    return true;
  }
  await updateOrder(tx, order.id, {
    ...filledColumns({ ...sized, sizing: order.sizing }, priceCents, tradeDate, order.fillsAt, fillEntryId),
  });
  return true;
}

/** A quantity asked for before a split took effect, in the shares of the fill's day. */
function splitAdjusted(market: MarketData, order: InvestmentOrderRow, tradeDate: string): bigint {
  const placedOn = exchangeDateAt(order.placedAt);
  const ratio = market
    .splitsEffectiveBy(order.symbol, tradeDate)
    .filter((split) => split.effectiveDate > placedOn)
    .reduce((product, split) => product * BigInt(split.ratio), 1n);
  return (order.requestedMicros ?? 0n) * ratio;
}

async function settleNextDueTrade(tx: Tx, today: string, now: Date): Promise<boolean> {
  const order = await lockNextDueSettlement(tx, today);
  if (!order) return false;
  // A buy's cash left when it filled; a sale's becomes posted, and so withdrawable, on settlement.
  if (order.side === 'SELL' && order.fillEntryId) await settleEntry(tx, order.fillEntryId, 'posted', now);
  await updateOrder(tx, order.id, { settledAt: now });
  return true;
}
