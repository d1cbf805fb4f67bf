// The managed account's job (decision 074, managed accounts): for each open managed account, rebalance
// when a fund drifted past the threshold (at most once per trading day), else invest settled cash once
// it reaches the minimum. It trades only while the session runs, so its orders (through the same
// machinery as a member's, submitOrder) fill at once: cash moved in while the market is shut stays
// free to take back until the open, instead of being held by orders waiting for it. It trades toward
// the account's own targets: its model and themes (managed-targets.ts), never the member's current
// answers, and a change of those targets is traded toward in the next session with its reason.
import { sessionRunningAt } from '@fernleaf/contract/calendar/exchange-calendar';
import type { Db } from '../../../db/client.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { MarketData } from '../../market/market-data.ts';
import { findInvestmentAccountById, openManagedAccountIds } from '../accounts/account-repo.ts';
import { hasWaitingOrders, lockInvestmentAccount, runKeyUsed } from '../orders/order-repo.ts';
import { submitOrder } from '../orders/place-order.ts';
import { type AccountState, needsRebalance, type PlannedOrder, planInvestment, planRebalance } from './managed-plan.ts';
import { managedStateOf, managedTargetsOf } from './managed-targets.ts';
import { markTargetChangesApplied, pendingTargetChanges } from './target-repo.ts';

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
  if (account?.status !== 'OPEN' || account.kind !== 'MANAGED') return;
  // Orders waiting for the open fill first: planning on top of them would count their cash twice.
  if (await hasWaitingOrders(tx, accountId)) return;
  const targets = await managedTargetsOf(tx, account);
  const { state, tradeDate } = await managedStateOf(tx, account, targets, options.market, options.now);
  const changes = await pendingTargetChanges(tx, account.id);

  let plan: PlannedOrder[] = [];
  let runKey = `invest:${options.now.toISOString()}`;
  const rebalanceKey = `rebalance:${tradeDate}`;
  const rebalancedToday = await runKeyUsed(tx, account.id, rebalanceKey);
  if (changes.length > 0) {
    // New targets (a model or a theme): trade toward them now, whatever the drift, each order saying
    // why. It counts as the day's rebalance when there was none, so a second round of small sales
    // does not follow it the same day.
    runKey = rebalancedToday ? `targets:${options.now.toISOString()}` : rebalanceKey;
    plan = needsTrades(state) ? planRebalance(state, becauseOf(changes)) : planInvestment(state);
    await markTargetChangesApplied(
      tx,
      changes.map((change) => change.id),
      runKey,
      options.now,
    );
  } else if (needsRebalance(state) && !rebalancedToday) {
    plan = planRebalance(state);
    runKey = rebalanceKey;
  } else if (!(await runKeyUsed(tx, account.id, runKey))) {
    plan = planInvestment(state);
  }
  // Sales first: a buy never waits on their cash (it settles T+1), but a sale may free shares' weight.
  for (const order of [...plan].sort((a, b) => (a.side === b.side ? 0 : a.side === 'SELL' ? -1 : 1))) {
    await submitOrder(
      tx,
      account,
      {
        symbol: order.symbol,
        side: order.side,
        ...(order.amountCents !== undefined ? { amountCents: jsonCents(order.amountCents) } : {}),
        ...(order.quantityMicros !== undefined ? { quantityMicros: Number(order.quantityMicros) } : {}),
      },
      { market: options.market, now: options.now, fillIn: options.fillIn, reason: order.reason, runKey },
    );
  }
}

/** An account of cash alone is invested toward the new targets, not rebalanced. */
function needsTrades(state: AccountState): boolean {
  return state.funds.some((fund) => fund.valueCents > 0n);
}

/**
 * The changes in the member's words, leading each order's reason: "Your risk profile changed from
 * Moderate to Aggressive: moved toward the new model." or "Theme added: Clean energy (ICLN): moved
 * toward the new targets."
 */
export function becauseOf(changes: readonly { kind: string; description: string }[]): string {
  const toward = changes.some((change) => change.kind === 'MODEL') ? 'the new model' : 'the new targets';
  return `${changes.map((change) => change.description).join('; ')}: moved toward ${toward}.`;
}
