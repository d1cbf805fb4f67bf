// The dividend job (decision 046): on and after each pay date, credits every account not closed that held
// the asset when its ex-date began, from the brokerage clearing account (the market's side, as for trades),
// one account's dividend per transaction. The payment's unique key (account, symbol, ex-date) and the
// ledger entry's reference are the run key: a run repeated, or two runs racing, pay once. A managed
// account reinvests every dividend in the fund that paid it; a self-directed account only when the
// member chose so; a closing account reinvests nothing (its closing waits for the dividend, then returns
// it with the rest). Runs every minute like the order job, so a missed day is caught up on the next run.
import { formatMicros } from '@fernleaf/contract/money';
import { formatShareQuantity } from '@fernleaf/contract/quantity';
import type { Db } from '../../../db/client.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { platformAccount } from '../../../ledger/accounts.ts';
import { postEntry } from '../../../ledger/post-entry.ts';
import { AppError } from '../../../platform/errors.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { DividendDeclaration, MarketData } from '../../market/market-data.ts';
import { findInvestmentAccountById, type InvestmentAccountRow } from '../accounts/account-repo.ts';
import { bookFillOf } from '../orders/holdings.ts';
import { exchangeDateAt } from '../orders/market-prices.ts';
import { filledOrdersOf, lockInvestmentAccount } from '../orders/order-repo.ts';
import { submitOrder } from '../orders/place-order.ts';
import { dividendCents, entitledMicrosOn } from './dividend-amount.ts';
import {
  dividendChoiceOf,
  dividendPaid,
  dividendPaymentsOf,
  holderCandidates,
  insertDividendPayment,
} from './dividend-repo.ts';

export interface DividendJobOptions {
  market: MarketData;
  now: Date;
  /** Asks the job queue for a run of the order job: a reinvestment placed while the market is shut waits for the open. */
  fillIn: (inMs: number) => void;
}

export function dividendReason(symbol: string): string {
  return `Dividend from ${symbol} reinvested`;
}

export async function creditDueDividends(db: Db, options: DividendJobOptions): Promise<void> {
  const today = exchangeDateAt(options.now);
  const payableBySymbol = new Map<string, DividendDeclaration[]>();
  const payable = (symbol: string) => {
    let declared = payableBySymbol.get(symbol);
    if (!declared) {
      declared = options.market.dividendsDeclaredBy(symbol, today).filter((dividend) => dividend.payDate <= today);
      payableBySymbol.set(symbol, declared);
    }
    return declared;
  };
  for (const candidate of await holderCandidates(db)) {
    const due = payable(candidate.symbol).filter((dividend) => dividend.exDate > candidate.firstTradeDate);
    if (due.length === 0) continue;
    const paid = new Set(
      (await dividendPaymentsOf(db, candidate.accountId))
        .filter((payment) => payment.symbol === candidate.symbol)
        .map((payment) => payment.exDate),
    );
    for (const dividend of due) {
      if (paid.has(dividend.exDate)) continue;
      try {
        await inTransaction(db, (tx) => payDividend(tx, candidate.accountId, candidate.symbol, dividend, options));
      } catch (error) {
        // A reinvestment the order machinery refused rolls back this payment alone; the next run pays it
        // again. Other errors fail the job so the queue retries it and lists it if it keeps failing.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
}

async function payDividend(
  tx: Tx,
  accountId: string,
  symbol: string,
  dividend: DividendDeclaration,
  options: DividendJobOptions,
): Promise<void> {
  // Under the account's lock, so a racing run finds the payment the first one wrote.
  await lockInvestmentAccount(tx, accountId);
  const account = await findInvestmentAccountById(tx, accountId);
  if (!account || account.status === 'CLOSED') return;
  if (await dividendPaid(tx, accountId, symbol, dividend.exDate)) return;
  const { entitledMicros, amountCents } = await dividendOwed(tx, options.market, accountId, symbol, dividend);
  const microsPerShare = BigInt(dividend.microsPerShare);
  // Under half a cent owed: nothing to pay, and nothing to record.
  if (amountCents === 0n) return;

  const written = await postEntry(tx, {
    reference: `investment-dividend:${accountId}:${symbol}:${dividend.exDate}`,
    kind: 'investment_dividend',
    description: `Dividend from ${symbol}: ${formatMicros(dividend.microsPerShare)} a share on ${formatShareQuantity(entitledMicros)} shares`,
    postings: [
      { accountId: account.ledgerAccountId, amountCents },
      { accountId: platformAccount('brokerage_clearing').id, amountCents: -amountCents },
    ],
    metadata: { symbol, exDate: dividend.exDate, payDate: dividend.payDate },
    now: options.now,
  });
  const reinvestOrderId =
    account.status === 'OPEN' && (await reinvests(tx, account))
      ? (
          await submitOrder(
            tx,
            account,
            { symbol, side: 'BUY', amountCents: jsonCents(amountCents) },
            {
              market: options.market,
              now: options.now,
              fillIn: options.fillIn,
              reason: dividendReason(symbol),
              runKey: `dividend:${dividend.exDate}`,
            },
          )
        ).id
      : null;
  await insertDividendPayment(tx, {
    accountId,
    symbol,
    exDate: dividend.exDate,
    payDate: dividend.payDate,
    microsPerShare,
    entitledMicros,
    amountCents,
    entryId: written.entry.id,
    reinvestOrderId,
    paidAt: options.now,
  });
}

/** What the account is owed of one dividend: the shares it held when the ex-date began, and their cents. */
async function dividendOwed(
  db: Db,
  market: MarketData,
  accountId: string,
  symbol: string,
  dividend: DividendDeclaration,
) {
  const fills = (await filledOrdersOf(db, accountId, symbol)).map(bookFillOf);
  const entitledMicros = entitledMicrosOn(fills, market.splitsEffectiveBy(symbol, dividend.exDate), dividend.exDate);
  return { entitledMicros, amountCents: dividendCents(entitledMicros, BigInt(dividend.microsPerShare)) };
}

/**
 * The dividends an account is owed and not yet paid: gone ex by `now`, paid later. A closing account
 * waits for them before its cash goes back to checking (decision 044, 2026-11-28); the sandbox pays
 * four trading days after the ex-date.
 */
export async function dividendsAwaited(
  db: Db,
  market: MarketData,
  accountId: string,
  now: Date,
): Promise<DividendDeclaration[]> {
  const today = exchangeDateAt(now);
  const symbols = new Set((await filledOrdersOf(db, accountId)).map((order) => order.symbol));
  const awaited: DividendDeclaration[] = [];
  for (const symbol of symbols) {
    for (const dividend of market.dividendsDeclaredBy(symbol, today)) {
      if (dividend.exDate > today || dividend.payDate <= today) continue;
      if (await dividendPaid(db, accountId, symbol, dividend.exDate)) continue;
      if ((await dividendOwed(db, market, accountId, symbol, dividend)).amountCents > 0n) awaited.push(dividend);
    }
  }
  return awaited;
}

/** A managed account always reinvests; a self-directed one only when the member chose it (default: cash). */
async function reinvests(tx: Tx, account: InvestmentAccountRow): Promise<boolean> {
  if (account.kind === 'MANAGED') return true;
  return (await dividendChoiceOf(tx, account.id)) ?? false;
}
