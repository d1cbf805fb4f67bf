// An account's past performance over a range (decision 046): its value at the start, at every deposit
// and withdrawal (the instant before it) and now, rebuilt from its fills, transfers and dividends at
// the market's simulated prices of that instant; the change split into price change, dividends and
// fees; the time- and money-weighted returns; and a named benchmark's total return over the same
// stretches of time. Nothing here projects a return.
import { dayNumberOf, daysBetween, isoDateOf } from '@fernleaf/contract/calendar/days';
import {
  latestSessionAt,
  nextTradingDay,
  onOrBeforeTradingDayNumber,
  previousTradingDay,
  sessionOf,
} from '@fernleaf/contract/calendar/exchange-calendar';
import type { AccountPerformance, PerformanceRange } from '@fernleaf/contract/investing-performance';
import type { Db } from '../../../db/client.ts';
import { type DatedMovement, datedMovementsOf } from '../../../ledger/ledger-repo.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import { latestSessionOf } from '../../market/asset-quotes.ts';
import type { MarketData } from '../../market/market-data.ts';
import { monthsBefore } from '../../market/price-history.ts';
import type { InvestmentAccountKind } from '../accounts/account-repo.ts';
import { investmentAccountOf } from '../accounts/open-account-of.ts';
import { type BookFill, heldMicros, replayBooks, valueCents } from '../orders/books.ts';
import { bookFillOf } from '../orders/holdings.ts';
import { exchangeDateAt } from '../orders/market-prices.ts';
import { filledOrdersOf } from '../orders/order-repo.ts';
import {
  chainedReturnBps,
  investedPeriods,
  moneyWeightedReturnBps,
  timeWeightedReturnBps,
  totalReturnFactor,
  type ValuationPeriod,
} from './performance-returns.ts';

/** The cash movements the account is valued at (transfers) or that stay in its value (dividends), from the ledger. */
const valuedKinds = ['investment_deposit', 'investment_withdrawal', 'investment_dividend'] as const;
type DatedCashMovement = DatedMovement<(typeof valuedKinds)[number]>;

const monthsOfRange: Record<Exclude<PerformanceRange, 'ALL'>, number> = { '1M': 1, '3M': 3, '1Y': 12 };

interface Benchmark {
  name: string;
  description: string;
  weights: Record<string, number>;
}

/**
 * What each kind of account is measured against: a self-directed account, which picks its own stocks
 * and funds, against the whole US stock market; a managed account, which holds stocks and bonds, against
 * the classic balanced mix. Fixed, so the benchmark does not move when the member's model changes.
 */
export const benchmarks: Record<InvestmentAccountKind, Benchmark> = {
  SELF_DIRECTED: {
    name: 'VTI',
    description: 'Vanguard Total Stock Market ETF (VTI), dividends reinvested',
    weights: { VTI: 1 },
  },
  MANAGED: {
    name: '60/40 VTI/BND',
    description:
      '60% Vanguard Total Stock Market ETF (VTI) and 40% Vanguard Total Bond Market ETF (BND), rebalanced daily, dividends reinvested',
    weights: { VTI: 0.6, BND: 0.4 },
  },
};

export const performanceNote =
  'Past performance at simulated prices. It is not a promise or a prediction of future results.';
export const feesNote = 'No fees were taken: this account pays no advisory, trading or account fee.';

/** The closing bell of a trading day. */
function sessionClosingOf(date: string): Date {
  const session = sessionOf(date);
  if (!session) throw new RangeError(`${date} is not a trading day`);
  return session.closesAt;
}

export async function performanceOf(
  db: Db,
  memberId: string,
  accountId: string,
  range: PerformanceRange,
  options: { market: MarketData; now: Date },
): Promise<AccountPerformance> {
  const { market, now } = options;
  const account = await investmentAccountOf(db, memberId, accountId);
  const latest = latestSessionOf(market, now);
  const today = exchangeDateAt(now);
  const openedOn = exchangeDateAt(account.openedAt);

  // The close the range starts from: the last trading day on or before the date a range back, unless
  // the account opened after it (then it starts empty, at opening).
  const from = range === 'ALL' ? openedOn : monthsBefore(today, monthsOfRange[range]);
  const closeBefore = isoDateOf(onOrBeforeTradingDayNumber(dayNumberOf(from)));
  const baseDay = from > openedOn && closeBefore >= openedOn ? closeBefore : null;
  const startDate = baseDay ?? openedOn;

  // The instant the range starts from: that close, or the account's opening.
  const baseAt = baseDay ? sessionClosingOf(baseDay) : account.openedAt;
  const orders = await filledOrdersOf(db, account.id);
  const movements = await datedMovementsOf(db, account.ledgerAccountId, valuedKinds);
  const fillsBySymbol = new Map<string, { filledAt: Date; fill: BookFill }[]>();
  for (const order of orders) {
    const filled = { filledAt: order.filledAt as Date, fill: bookFillOf(order) };
    fillsBySymbol.set(order.symbol, [...(fillsBySymbol.get(order.symbol) ?? []), filled]);
  }

  // The account's value at an instant, from the cash moved and the fills made before it (or by it,
  // for the end), at the prices of the latest session that had opened then: the last trade while a
  // session runs, else the last close.
  const valueAt = (at: Date, inclusive: boolean): number => {
    const made = (when: Date) => (inclusive ? when <= at : when < at);
    const session = latestSessionAt(at).date;
    let cents = 0n;
    for (const movement of movements) if (made(movement.createdAt)) cents += movement.amountCents;
    for (const [symbol, fills] of fillsBySymbol) {
      const held = fills.filter((item) => made(item.filledAt)).map((item) => item.fill);
      for (const fill of held) cents += fill.side === 'BUY' ? -fill.amountCents : fill.amountCents;
      const quantity = heldMicros(replayBooks(held, market.splitsEffectiveBy(symbol, session), session).lots);
      if (quantity > 0n) cents += valueCents(quantity, BigInt(market.dayBar(symbol, session, at).lastCents));
    }
    return jsonCents(cents);
  };

  // True time-weighted return: the account is valued at every external flow (each deposit and
  // withdrawal, at the instant it was made) and now; each sub-period's growth is its end value over
  // what it began with (the value before the flow plus the flow), and the sub-periods chain. A deposit
  // after the close therefore earns nothing of that day's move, and the day's return is not diluted
  // by money that was not there for it. Dividends are income, not flows: they stay in the value.
  const inRange = (movement: DatedCashMovement) => movement.createdAt >= baseAt;
  const transfers = movements.filter((movement) => movement.kind !== 'investment_dividend' && inRange(movement));
  const endAt = latest.at;
  const flowInstants = [...new Set(transfers.map((transfer) => transfer.createdAt.getTime()))]
    .filter((time) => time < endAt.getTime())
    .sort((a, b) => a - b);
  const boundaries = [baseAt, ...flowInstants.map((time) => new Date(time)), endAt];
  const startValueCents = baseDay ? valueAt(baseAt, false) : 0;
  const periods: ValuationPeriod[] = boundaries.slice(1).map((end, i) => {
    const begin = boundaries[i] as Date;
    const isLast = i === boundaries.length - 2;
    const flowCents = transfers
      .filter(
        (transfer) => transfer.createdAt >= begin && (isLast ? transfer.createdAt <= end : transfer.createdAt < end),
      )
      .reduce((sum, transfer) => sum + jsonCents(transfer.amountCents), 0);
    return { flowCents, endValueCents: valueAt(end, isLast) };
  });
  const endValueCents = periods.at(-1)?.endValueCents ?? startValueCents;
  const depositsCents = sumOf(transfers.filter((transfer) => transfer.amountCents > 0n));
  const withdrawalsCents = -sumOf(transfers.filter((transfer) => transfer.amountCents < 0n));
  const dividendsCents = sumOf(
    movements.filter((movement) => movement.kind === 'investment_dividend' && inRange(movement)),
  );
  const changeCents = endValueCents - startValueCents - (depositsCents - withdrawalsCents);
  const feesCents = 0;

  // The benchmark over exactly the sub-periods the account had money invested: from the first funding
  // (not the close before it), paused while the account was empty.
  const invested = investedPeriods(startValueCents, periods);
  const benchmark = benchmarks[account.kind];
  const levelAt = benchmarkLevels(market, benchmark, latestSessionAt(baseAt).date, latest);
  const benchmarkFactors = periods.flatMap((_, i) =>
    invested[i] ? [levelAt(boundaries[i + 1] as Date) / levelAt(boundaries[i] as Date)] : [],
  );

  return {
    pricesAreSimulated: true,
    pastPerformanceOnly: true,
    range,
    startDate,
    startsAtOpening: baseDay === null,
    asOf: latest.at.toISOString(),
    startValueCents,
    endValueCents,
    depositsCents,
    withdrawalsCents,
    changeCents,
    priceChangeCents: changeCents - dividendsCents - feesCents,
    dividendsCents,
    feesCents,
    feesNote,
    timeWeightedReturnBps: timeWeightedReturnBps(startValueCents, periods),
    moneyWeightedReturnBps: moneyWeightedReturnBps(
      [
        { day: 0, amountCents: startValueCents },
        ...transfers.map((transfer) => ({
          day: daysBetween(startDate, exchangeDateAt(transfer.createdAt)),
          amountCents: jsonCents(transfer.amountCents),
        })),
      ],
      endValueCents,
      daysBetween(startDate, today),
    ),
    benchmark: {
      name: benchmark.name,
      description: benchmark.description,
      returnBps: chainedReturnBps(benchmarkFactors),
    },
    note: performanceNote,
  };
}

/**
 * The benchmark's total-return level at any instant from the start of session `from` (1 at the close
 * before it): each closed session's growth (its close plus a dividend that went ex that day, over the
 * previous close, weights rebalanced at each close), chained, times the growth so far of the session
 * that had opened at the instant (its last trade, or its close once it closed). The ratio of two
 * levels is the benchmark's return between those instants, so it can start at a deposit made midday.
 */
function benchmarkLevels(
  market: MarketData,
  benchmark: Benchmark,
  from: string,
  latest: { date: string; at: Date },
): (at: Date) => number {
  const symbols = Object.keys(benchmark.weights);
  const dividends = new Map(
    symbols.map((symbol) => [
      symbol,
      new Map(market.dividendsDeclaredBy(symbol, latest.date).map((d) => [d.exDate, d.microsPerShare])),
    ]),
  );
  const growth = (date: string, at: Date) =>
    symbols.reduce((sum, symbol) => {
      const bar = market.dayBar(symbol, date, at);
      const dividend = dividends.get(symbol)?.get(date) ?? 0;
      return (
        sum + (benchmark.weights[symbol] ?? 0) * totalReturnFactor(bar.previousCloseCents, bar.lastCents, dividend)
      );
    }, 0);
  // The level at each closed session's close, from `from`, computed once.
  const closeLevels = new Map<string, number>();
  let level = 1;
  for (let date = from; date < latest.date; date = nextTradingDay(date)) {
    level *= growth(date, sessionClosingOf(date));
    closeLevels.set(date, level);
  }
  return (at: Date) => {
    const session = latestSessionAt(at).date;
    if (session < from) return 1;
    const before = session === from ? 1 : (closeLevels.get(previousTradingDay(session)) ?? 1);
    return before * growth(session, at < latest.at ? at : latest.at);
  };
}

function sumOf(movements: readonly DatedCashMovement[]): number {
  return jsonCents(movements.reduce((sum, movement) => sum + movement.amountCents, 0n));
}
