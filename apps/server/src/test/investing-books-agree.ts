// The investing books' invariant (decision 043), beside the ledger's own (test/ledger-invariants.ts): every
// account's investment cash moved by exactly its transfers, holds, fills, settlements and dividends, the
// brokerage clearing account holds exactly what the trades and dividends put through it, and every holding replays from its
// fills without selling a share it did not hold. Tests run it after everything that moves money.
import type { Db } from '../db/client.ts';
import { platformAccount } from '../ledger/accounts.ts';
import { movedByKindAndStatus, summedBalances } from '../ledger/ledger-repo.ts';
import { findInvestmentAccountById } from '../modules/investing/accounts/account-repo.ts';
import { allDividendPayments } from '../modules/investing/dividends-and-performance/dividend-repo.ts';
import { allBankDeposits } from '../modules/investing/lifecycle/lifecycle-repo.ts';
import { booksBySymbol } from '../modules/investing/orders/holdings.ts';
import { exchangeDateAt } from '../modules/investing/orders/market-prices.ts';
import { allOrders, type InvestmentOrderRow } from '../modules/investing/orders/order-repo.ts';
import type { MarketData } from '../modules/market/market-data.ts';
import { assertLedgerBalanced } from './ledger-invariants.ts';

interface Expected {
  buysPosted: bigint;
  /** Dividends credited (decision 046): posted at once, from the clearing account. */
  dividendsPosted: bigint;
  sellsPending: bigint;
  sellsPosted: bigint;
  holdsPending: bigint;
}

export async function assertInvestingBooksAgree(db: Db, market: MarketData, now: Date): Promise<void> {
  await assertLedgerBalanced(db);
  const problems: string[] = [];
  const orders = await allOrders(db);
  const deposits = await allBankDeposits(db);
  const byAccount = new Map<string, InvestmentOrderRow[]>();
  for (const order of orders) byAccount.set(order.accountId, [...(byAccount.get(order.accountId) ?? []), order]);
  for (const deposit of deposits) if (!byAccount.has(deposit.accountId)) byAccount.set(deposit.accountId, []);
  const house: Expected = { buysPosted: 0n, dividendsPosted: 0n, sellsPending: 0n, sellsPosted: 0n, holdsPending: 0n };
  const dividendsByAccount = new Map<string, bigint>();
  for (const paid of await allDividendPayments(db)) {
    dividendsByAccount.set(paid.accountId, (dividendsByAccount.get(paid.accountId) ?? 0n) + paid.amountCents);
  }
  // A reopened account shares its kind's ledger cash account with the closed one (decision 044): the
  // cash is checked per ledger account, against the orders, dividends and deposits of every account on it.
  const byLedger = new Map<string, { expected: Expected; achPending: bigint; achPosted: bigint }>();

  for (const [accountId, accountOrders] of byAccount) {
    const expected = { ...expectedOf(accountOrders), dividendsPosted: dividendsByAccount.get(accountId) ?? 0n };
    for (const key of Object.keys(house) as (keyof Expected)[]) house[key] += expected[key];
    const account = await findInvestmentAccountById(db, accountId);
    if (!account) {
      problems.push(`orders of a missing account ${accountId}`);
      continue;
    }
    const onLedger = byLedger.get(account.ledgerAccountId) ?? {
      expected: expectedOf([]),
      achPending: 0n,
      achPosted: 0n,
    };
    for (const key of Object.keys(expected) as (keyof Expected)[]) onLedger.expected[key] += expected[key];
    for (const deposit of deposits.filter((row) => row.accountId === accountId)) {
      if (deposit.status === 'PENDING') onLedger.achPending += deposit.amountCents;
      else onLedger.achPosted += deposit.amountCents;
    }
    byLedger.set(account.ledgerAccountId, onLedger);
    try {
      for (const [symbol, books] of booksBySymbol(
        market,
        accountOrders.filter((o) => o.status === 'FILLED'),
        exchangeDateAt(now),
      )) {
        if (books.lots.some((lot) => lot.quantityMicros <= 0n || lot.costCents < 0n)) {
          problems.push(`account ${accountId}: ${symbol} has an empty or negative lot`);
        }
      }
    } catch (error) {
      problems.push(`account ${accountId}: holdings do not replay: ${(error as Error).message}`);
    }
  }

  for (const [ledgerAccountId, { expected, achPending, achPosted }] of byLedger) {
    const moved = await movedByKindAndStatus(db, ledgerAccountId);
    const sum = (kind: string, status: string) =>
      moved.filter((row) => row.kind === kind && row.status === status).reduce((total, row) => total + row.cents, 0n);
    const checks: [string, bigint, bigint][] = [
      ['buys posted', sum('investment_buy', 'posted'), -expected.buysPosted],
      ['buys pending', sum('investment_buy', 'pending'), 0n],
      ['sales pending', sum('investment_sell', 'pending'), expected.sellsPending],
      ['sales posted', sum('investment_sell', 'posted'), expected.sellsPosted],
      ['holds pending', sum('investment_order_hold', 'pending'), -expected.holdsPending],
      ['holds posted', sum('investment_order_hold', 'posted'), 0n],
      ['dividends posted', sum('investment_dividend', 'posted'), expected.dividendsPosted],
      ['dividends pending', sum('investment_dividend', 'pending'), 0n],
      ['bank deposits pending', sum('investment_ach_deposit', 'pending'), achPending],
      ['bank deposits posted', sum('investment_ach_deposit', 'posted'), achPosted],
    ];
    for (const [what, actual, wanted] of checks) {
      if (actual !== wanted) problems.push(`cash account ${ledgerAccountId}: ${what} ${actual}, books say ${wanted}`);
    }
    const known = [
      'investment_deposit',
      'investment_withdrawal',
      'investment_ach_deposit',
      'investment_buy',
      'investment_sell',
      'investment_order_hold',
      'investment_dividend',
    ];
    for (const row of moved) {
      if (!known.includes(row.kind))
        problems.push(`cash account ${ledgerAccountId}: moved by an unknown kind ${row.kind}`);
    }
  }

  const clearing = await summedBalances(db, platformAccount('brokerage_clearing').id);
  if (clearing) {
    const checks: [string, bigint, bigint][] = [
      ['posted', clearing.postedCents, house.buysPosted - house.sellsPosted - house.dividendsPosted],
      ['pending in', clearing.pendingInCents, house.holdsPending],
      ['pending out', clearing.pendingOutCents, -house.sellsPending],
    ];
    for (const [what, actual, wanted] of checks) {
      if (actual !== wanted) problems.push(`brokerage clearing ${what} ${actual}, orders say ${wanted}`);
    }
  }
  if (problems.length > 0) throw new Error(`investing books disagree:\n  ${problems.join('\n  ')}`);
}

function expectedOf(orders: readonly InvestmentOrderRow[]): Expected {
  const expected: Expected = {
    buysPosted: 0n,
    dividendsPosted: 0n,
    sellsPending: 0n,
    sellsPosted: 0n,
    holdsPending: 0n,
  };
  for (const order of orders) {
    if (order.status === 'WAITING') expected.holdsPending += order.holdCents;
    if (order.status !== 'FILLED') continue;
    const amount = order.amountCents ?? 0n;
    if (order.side === 'BUY') expected.buysPosted += amount;
    else if (order.settledAt) expected.sellsPosted += amount;
    else expected.sellsPending += amount;
  }
  return expected;
}
