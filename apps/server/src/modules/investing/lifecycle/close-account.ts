// Closing an investment account, managed or self-directed (decision 044): what it would sell and return
// (a read), the closing itself (orders waiting cancelled, the recurring deposit cancelled, every holding
// sold at the market, waiting for the open while the market is shut), and the job that finishes it once
// the sales have settled (T+1): all cash back to checking through the ledger, the account CLOSED.
import { nextOpenAfter, nextTradingDay, sessionRunningAt } from '@fernleaf/contract/calendar/exchange-calendar';
import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import { errorCodes } from '@fernleaf/contract/errors';
import type { AccountClosingView, ClosingPreview } from '@fernleaf/contract/investing-lifecycle';
import type { Db } from '../../../db/client.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { balanceOf } from '../../../ledger/balances.ts';
import { settleEntry } from '../../../ledger/post-entry.ts';
import { AppError } from '../../../platform/errors.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { MarketData } from '../../market/market-data.ts';
import { findInvestmentAccountById, type InvestmentAccountRow } from '../accounts/account-repo.ts';
import { investmentAccountOf, openInvestmentAccountOf } from '../accounts/open-account-of.ts';
import { dividendsAwaited } from '../dividends-and-performance/credit-dividends.ts';
import type { InvestingNeighbours } from '../neighbours.ts';
import { type Books, heldMicros, valueCents } from '../orders/books.ts';
import { booksBySymbol } from '../orders/holdings.ts';
import { exchangeDateAt, quoteAt } from '../orders/market-prices.ts';
import { filledOrdersOf, lockInvestmentAccount } from '../orders/order-repo.ts';
import { submitOrder } from '../orders/place-order.ts';
import { taxEstimateOf, taxEstimateOfLots } from '../orders/tax-estimate.ts';
import { taxEstimateAnswer } from '../orders/trade-explanations.ts';
import { moveCashWithChecking } from './funding.ts';
import {
  cancelOrders,
  closingAccountIds,
  lockWaitingOrdersOf,
  markClosed,
  markClosing,
  orderCountsOf,
  pendingBankDepositsOf,
  unsettledFillsOf,
  waitingOrdersOf,
} from './lifecycle-repo.ts';
import { cancelRecurringDeposit } from './recurring-deposits.ts';

export interface ClosingOptions {
  market: MarketData;
  now: Date;
  neighbours: InvestingNeighbours;
  /** Asks the job queue for a run of the order job when sales waiting for the open come due. */
  fillIn: (inMs: number) => void;
}

export const closingSaleReason = 'Sold to close the account.';

/** What closing would sell, bring in and return, and when. Writes nothing (decision 040). */
export async function previewClosing(
  db: Db,
  memberId: string,
  accountId: string,
  options: Omit<ClosingOptions, 'fillIn'>,
): Promise<ClosingPreview> {
  const account = await openInvestmentAccountOf(db, memberId, accountId);
  const { market, now } = options;
  const holdings = sellableHoldings(market, await booksOf(db, market, account.id, now), now);
  const names = new Map(market.assets().map((asset) => [asset.symbol, asset.name]));
  const fillsAt = sessionRunningAt(now) ? now : nextOpenAfter(now);
  const tradeDate = sessionRunningAt(fillsAt)?.date ?? exchangeDateAt(fillsAt);
  const taxLots = holdings.flatMap(({ symbol, books, proceedsCents }) => {
    const quantityMicros = heldMicros(books.lots);
    const costCents = books.lots.reduce((sum, lot) => sum + lot.costCents, 0n);
    return taxEstimateOf({
      orderId: symbol,
      soldOn: tradeDate,
      quantityMicros,
      proceedsCents,
      costCents,
      realisedCents: proceedsCents - costCents,
      lots: books.lots,
    }).lots;
  });
  const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
  const [balance, counts, checkingOpen] = await Promise.all([
    balanceOf(db, account.ledgerAccountId),
    orderCountsOf(db, account.id),
    options.neighbours.checkingIsOpen(db, memberId),
  ]);
  const cashCents = balance.currentCents + balance.pendingInCents;
  const estimatedProceedsCents = sum(holdings.map((holding) => holding.proceedsCents));
  return {
    accountId: account.id,
    kind: account.kind,
    sales: holdings.map(({ symbol, books, priceCents, proceedsCents }) => ({
      symbol,
      name: names.get(symbol) ?? symbol,
      quantityMicros: Number(heldMicros(books.lots)),
      estimatedPriceCents: jsonCents(priceCents),
      estimatedProceedsCents: jsonCents(proceedsCents),
    })),
    waitingOrders: counts.waiting,
    cashCents: jsonCents(cashCents),
    estimatedProceedsCents: jsonCents(estimatedProceedsCents),
    estimatedTotalCents: jsonCents(cashCents + estimatedProceedsCents),
    taxEstimate: taxEstimateAnswer(taxEstimateOfLots(taxLots)),
    marketOpen: sessionRunningAt(now) !== null,
    salesFillAt: fillsAt.toISOString(),
    // With nothing to sell the cash returns at once; sales' cash settles the next trading day (T+1).
    cashArrivesOn: holdings.length > 0 ? nextTradingDay(tradeDate) : easternToday(now),
    checkingOpen,
  };
}

/**
 * Starts closing the account in the caller's transaction; an account already closing or closed
 * answers where its closing stands. An account holding nothing closes at once.
 */
export async function closeAccount(
  db: Tx,
  memberId: string,
  accountId: string,
  options: ClosingOptions,
): Promise<AccountClosingView> {
  const found = await investmentAccountOf(db, memberId, accountId);
  await lockInvestmentAccount(db, found.id);
  const account = (await findInvestmentAccountById(db, found.id)) ?? found;
  if (account.status !== 'OPEN') return closingView(db, account, options);

  const holdings = sellableHoldings(
    options.market,
    await booksOf(db, options.market, account.id, options.now),
    options.now,
  );
  const balance = await balanceOf(db, account.ledgerAccountId);
  const holdsAnything = holdings.length > 0 || balance.currentCents > 0n || balance.pendingInCents > 0n;
  if (holdsAnything && !(await options.neighbours.checkingIsOpen(db, memberId))) throw checkingNeeded();

  await markClosing(db, account.id, options.now);
  // Orders waiting for the open are withdrawn first, their held cash released, so the sales below
  // may take every share and nothing is bought after the member asked to close.
  const waiting = await lockWaitingOrdersOf(db, account.id);
  for (const order of waiting) {
    if (order.holdEntryId) await settleEntry(db, order.holdEntryId, 'voided', options.now);
  }
  await cancelOrders(
    db,
    waiting.map((order) => order.id),
    'Cancelled when the account was closed.',
  );
  await cancelRecurringDeposit(db, account.id, options.now);
  await sellEverything(db, { ...account, status: 'CLOSING' }, holdings, 'closing', options);
  await finishClosing(db, account.id, options);
  const after = (await findInvestmentAccountById(db, account.id)) ?? account;
  return closingView(db, after, options);
}

/** Where the member's account's closing stands. */
export async function closingStatusOf(
  db: Db,
  memberId: string,
  accountId: string,
  options: { market: MarketData; now: Date },
): Promise<AccountClosingView> {
  return closingView(db, await investmentAccountOf(db, memberId, accountId), options);
}

/** The job: finishes every closing whose sales have filled and settled, each in its own transaction. */
export async function runAccountClosings(db: Db, options: ClosingOptions): Promise<void> {
  for (const accountId of await closingAccountIds(db)) {
    await inTransaction(db, (tx) => finishClosing(tx, accountId, options));
  }
}

/**
 * Once nothing waits for the open, nothing is left to sell, every sale has settled and every deposit
 * from a linked bank has arrived: all the cash goes back to checking and the account is CLOSED.
 */
async function finishClosing(tx: Tx, accountId: string, options: ClosingOptions): Promise<void> {
  await lockInvestmentAccount(tx, accountId);
  const account = await findInvestmentAccountById(tx, accountId);
  if (account?.status !== 'CLOSING') return;
  const counts = await orderCountsOf(tx, accountId);
  if (counts.waiting > 0) return;
  // Shares a closing sale could not take (one refused at the open) are offered again at this run.
  const left = sellableHoldings(options.market, await booksOf(tx, options.market, accountId, options.now), options.now);
  if (left.length > 0) {
    await sellEverything(tx, account, left, `closing:${options.now.toISOString()}`, options);
    return;
  }
  if (counts.unsettled > 0 || (await pendingBankDepositsOf(tx, accountId)).length > 0) return;
  const balance = await balanceOf(tx, account.ledgerAccountId);
  if (balance.pendingInCents !== 0n || balance.pendingOutCents !== 0n) return;
  // A dividend gone ex while the account held the shares is paid days later (decision 044, 2026-11-28):
  // the account stays closing until it is in, so it goes back with the rest instead of being lost.
  if ((await dividendsAwaited(tx, options.market, accountId, options.now)).length > 0) return;
  if (balance.currentCents > 0n) {
    await moveCashWithChecking(
      tx,
      account,
      { direction: 'WITHDRAWAL', amountCents: jsonCents(balance.currentCents) },
      options,
      'closing',
    );
  }
  await markClosed(tx, accountId, options.now, balance.currentCents);
}

interface Holding {
  symbol: string;
  books: Books;
  priceCents: bigint;
  proceedsCents: bigint;
}

async function booksOf(db: Db, market: MarketData, accountId: string, now: Date) {
  return booksBySymbol(market, await filledOrdersOf(db, accountId), exchangeDateAt(now));
}

/**
 * Each holding with its estimated price and proceeds. A remnant worth under a cent at the price cannot
 * be sold as a market order (decision 043) and is left out: it is shown nowhere as value either.
 */
function sellableHoldings(market: MarketData, books: Map<string, Books>, now: Date): Holding[] {
  return [...books]
    .filter(([, symbolBooks]) => heldMicros(symbolBooks.lots) > 0n)
    .map(([symbol, symbolBooks]) => {
      const priceCents = quoteAt(market, symbol, now).priceCents;
      return {
        symbol,
        books: symbolBooks,
        priceCents,
        proceedsCents: valueCents(heldMicros(symbolBooks.lots), priceCents),
      };
    })
    .filter((holding) => holding.proceedsCents > 0n)
    .sort((a, b) => a.symbol.localeCompare(b.symbol));
}

async function sellEverything(
  tx: Tx,
  account: InvestmentAccountRow,
  holdings: Holding[],
  runKey: string,
  options: ClosingOptions,
): Promise<void> {
  for (const holding of holdings) {
    await submitOrder(
      tx,
      account,
      { symbol: holding.symbol, side: 'SELL', sellAll: true },
      { market: options.market, now: options.now, fillIn: options.fillIn, reason: closingSaleReason, runKey },
    );
  }
}

async function closingView(
  db: Db,
  account: InvestmentAccountRow,
  { market, now }: { market: MarketData; now: Date },
): Promise<AccountClosingView> {
  const [counts, balance, waiting, unsettled, dividends] = await Promise.all([
    orderCountsOf(db, account.id),
    balanceOf(db, account.ledgerAccountId),
    waitingOrdersOf(db, account.id),
    unsettledFillsOf(db, account.id),
    account.status === 'CLOSING' ? dividendsAwaited(db, market, account.id, now) : [],
  ]);
  let cashArrivesOn: string | null = null;
  if (account.status === 'CLOSING') {
    // Sales waiting for the open settle the trading day after the open; filled ones on their settlement day.
    const dates = [
      ...waiting.map((order) => nextTradingDay(sessionRunningAt(order.fillsAt)?.date ?? exchangeDateAt(order.fillsAt))),
      ...unsettled.map((order) => order.settlesOn ?? easternToday(now)),
      // A dividend the account is owed is paid into it first, then returned with the rest.
      ...dividends.map((dividend) => dividend.payDate),
    ];
    cashArrivesOn = dates.sort().at(-1) ?? easternToday(now);
  }
  return {
    accountId: account.id,
    kind: account.kind,
    accountStatus: account.status,
    closingRequestedAt: account.closingRequestedAt?.toISOString() ?? null,
    closedAt: account.closedAt?.toISOString() ?? null,
    salesWaiting: counts.waiting,
    salesUnsettled: counts.unsettled,
    cashCents: jsonCents(balance.currentCents + balance.pendingInCents),
    returnedCents: account.closingReturnedCents === null ? null : jsonCents(account.closingReturnedCents),
    cashArrivesOn,
  };
}

function checkingNeeded(): AppError {
  return new AppError(
    409,
    errorCodes.ONBOARDING_STEP_REQUIRED,
    'Open checking first',
    'Closing sells your investments and returns the cash to your checking account. Open your checking account first.',
    { confirm: 'Open your checking account first.' },
    ['account-activation'],
  );
}
