// The managed account's job (decision 043, managed accounts): for each open managed account, rebalance
// when a fund drifted past the threshold (at most once per trading day), else invest settled cash once
// it reaches the minimum. It trades only while the session runs, so its orders (through the same
// machinery as a member's, submitOrder) fill at once: cash moved in while the market is shut stays
// free to take back until the open, instead of being held by orders waiting for it.
import { sessionRunningAt } from '@fernleaf/contract/calendar/exchange-calendar';
import { type CoreFund, modelPortfolios } from '@fernleaf/contract/investing-portfolios';
import { type RiskTolerance, riskToleranceNames } from '@fernleaf/contract/investing-risk';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { balanceOf } from '../../ledger/balances.ts';
import { AppError } from '../../platform/errors.ts';
import type { MarketData } from '../market/market-data.ts';
import { findInvestmentAccountById, openManagedAccountIds } from './account-repo.ts';
import { heldMicros, valueCents } from './books.ts';
import { booksBySymbol } from './holdings.ts';
import { type AccountState, needsRebalance, type PlannedOrder, planInvestment, planRebalance } from './managed-plan.ts';
import { exchangeDateAt, quoteAt } from './market-prices.ts';
import { filledOrdersOf, hasWaitingOrders, lockInvestmentAccount, runKeyUsed } from './order-repo.ts';
import { submitOrder } from './place-order.ts';

export interface ManagedJobOptions {
  market: MarketData;
  now: Date;
  /** Asks the job queue for a run of the order job when waiting orders come due. */
  fillIn: (inMs: number) => void;
}

export async function runManagedInvesting(db: Db, options: ManagedJobOptions): Promise<void> {
  if (!sessionRunningAt(options.now)) return;
  for (const accountId of await openManagedAccountIds(db)) {
    try {
      await inTransaction(db, (tx) => manageAccount(tx, accountId, options));
    } catch (error) {
      // An order the machinery refused (cash spent by a withdrawal racing this run) rolls back this
      // account's run alone; the next run plans again from what is then there. Other errors fail the
      // job so the queue retries it and lists it if it keeps failing.
      if (!(error instanceof AppError)) throw error;
    }
  }
}

async function manageAccount(tx: Tx, accountId: string, options: ManagedJobOptions): Promise<void> {
  await lockInvestmentAccount(tx, accountId);
  const account = await findInvestmentAccountById(tx, accountId);
  if (account?.status !== 'OPEN' || !account.modelPortfolio) return;
  // Orders waiting for the open fill first: planning on top of them would count their cash twice.
  if (await hasWaitingOrders(tx, accountId)) return;
  const tolerance = account.modelPortfolio as RiskTolerance;
  const model = modelPortfolios[tolerance];
  const { state, tradeDate } = await stateOf(tx, account.id, account.ledgerAccountId, tolerance, options);

  let plan: PlannedOrder[] = [];
  let runKey = `invest:${options.now.toISOString()}`;
  const rebalanceKey = `rebalance:${tradeDate}`;
  if (needsRebalance(state) && !(await runKeyUsed(tx, account.id, rebalanceKey))) {
    plan = planRebalance(state);
    runKey = rebalanceKey;
  } else if (!(await runKeyUsed(tx, account.id, runKey))) {
    plan = planInvestment(state);
  }
  // Sales first: a buy never waits on their cash (it settles T+1), but a sale may free shares' weight.
  for (const order of [...plan].sort((a, b) => (a.side === b.side ? 0 : a.side === 'SELL' ? -1 : 1))) {
    if (!(order.symbol in model)) continue;
    await submitOrder(
      tx,
      account,
      {
        symbol: order.symbol,
        side: order.side,
        ...(order.amountCents !== undefined ? { amountCents: Number(order.amountCents) } : {}),
        ...(order.quantityMicros !== undefined ? { quantityMicros: Number(order.quantityMicros) } : {}),
      },
      { market: options.market, now: options.now, fillIn: options.fillIn, reason: order.reason, runKey },
    );
  }
}

/** The account's funds at the price an order would be quoted now, its cash, and the day orders trade. */
async function stateOf(
  tx: Tx,
  accountId: string,
  ledgerAccountId: string,
  tolerance: RiskTolerance,
  options: ManagedJobOptions,
): Promise<{ state: AccountState; tradeDate: string }> {
  const model = modelPortfolios[tolerance];
  const books = booksBySymbol(options.market, await filledOrdersOf(tx, accountId), exchangeDateAt(options.now));
  let tradeDate = exchangeDateAt(options.now);
  const funds = (Object.keys(model) as CoreFund[]).map((symbol) => {
    const quote = quoteAt(options.market, symbol, options.now);
    tradeDate = sessionRunningAt(quote.fillsAt)?.date ?? tradeDate;
    const held = heldMicros(books.get(symbol)?.lots ?? []);
    return {
      symbol,
      targetBps: model[symbol],
      priceCents: quote.priceCents,
      heldMicros: held,
      valueCents: valueCents(held, quote.priceCents),
    };
  });
  const balance = await balanceOf(tx, ledgerAccountId);
  return {
    state: {
      modelName: riskToleranceNames[tolerance],
      funds,
      availableCents: balance.availableCents,
      pendingInCents: balance.pendingInCents,
    },
    tradeDate,
  };
}
