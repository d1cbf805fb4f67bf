// A managed account's targets and where it stands against them (decision 076): its own
// model (kept on the account, not read from the member's current answers) plus its themes, and each
// fund at the price an order would be quoted now. The job plans on this, and the allocation read shows
// the same figures, so what the member reads is what the job decides on.
import { sessionRunningAt } from '@fernleaf/contract/calendar/exchange-calendar';
import type { ThemeFund } from '@fernleaf/contract/investing-portfolios';
import { type RiskTolerance, riskToleranceNames, riskTolerances } from '@fernleaf/contract/investing-risk';
import { isThemeFund, type TargetWeight, targetWeights } from '@fernleaf/contract/investing-targets';
import type { Db } from '../../../db/client.ts';
import { balanceOf } from '../../../ledger/balances.ts';
import type { MarketData } from '../../market/market-data.ts';
import type { InvestmentAccountRow } from '../accounts/account-repo.ts';
import { heldMicros, valueCents } from '../orders/books.ts';
import { booksBySymbol } from '../orders/holdings.ts';
import { exchangeDateAt, quoteAt } from '../orders/market-prices.ts';
import { filledOrdersOf } from '../orders/order-repo.ts';
import type { AccountState } from './managed-plan.ts';
import { themesOf } from './target-repo.ts';

export interface ManagedTargets {
  tolerance: RiskTolerance;
  themes: { symbol: ThemeFund; addedAt: Date }[];
  targets: TargetWeight[];
}

/** The account's model read back through the list of tolerances; a managed row always holds one. */
export function modelOf(account: InvestmentAccountRow): RiskTolerance {
  const tolerance = riskTolerances.find((candidate) => candidate === account.modelPortfolio);
  if (!tolerance) throw new Error(`managed account ${account.id} has no model portfolio`);
  return tolerance;
}

export async function managedTargetsOf(db: Db, account: InvestmentAccountRow): Promise<ManagedTargets> {
  const tolerance = modelOf(account);
  const themes = (await themesOf(db, account.id)).flatMap((row) =>
    isThemeFund(row.symbol) ? [{ symbol: row.symbol, addedAt: row.addedAt }] : [],
  );
  return {
    tolerance,
    themes,
    targets: targetWeights(
      tolerance,
      themes.map((theme) => theme.symbol),
    ),
  };
}

/**
 * Every target fund, then every other fund still held (a theme removed, a model's fund no longer
 * named) with a target of zero, each valued at the price an order would be quoted now; the cash; and
 * the day orders placed now would trade.
 */
export async function managedStateOf(
  db: Db,
  account: InvestmentAccountRow,
  targets: ManagedTargets,
  market: MarketData,
  now: Date,
): Promise<{ state: AccountState; tradeDate: string }> {
  const books = booksBySymbol(market, await filledOrdersOf(db, account.id), exchangeDateAt(now));
  const targetBySymbol = new Map<string, number>(targets.targets.map((target) => [target.symbol, target.targetBps]));
  const held = [...books].filter(([symbol, book]) => !targetBySymbol.has(symbol) && heldMicros(book.lots) > 0n);
  const symbols = [...targetBySymbol.keys(), ...held.map(([symbol]) => symbol).sort()];
  let tradeDate = exchangeDateAt(now);
  const funds = symbols.map((symbol) => {
    const quote = quoteAt(market, symbol, now);
    tradeDate = sessionRunningAt(quote.fillsAt)?.date ?? tradeDate;
    const quantity = heldMicros(books.get(symbol)?.lots ?? []);
    return {
      symbol,
      targetBps: targetBySymbol.get(symbol) ?? 0,
      priceCents: quote.priceCents,
      heldMicros: quantity,
      valueCents: valueCents(quantity, quote.priceCents),
    };
  });
  const balance = await balanceOf(db, account.ledgerAccountId);
  return {
    state: {
      modelName: riskToleranceNames[targets.tolerance],
      funds,
      availableCents: balance.availableCents,
      pendingInCents: balance.pendingInCents,
    },
    tradeDate,
  };
}
