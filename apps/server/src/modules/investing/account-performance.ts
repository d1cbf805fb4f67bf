// An account's past performance over a range (decision 046): its value at each trading day's close (and
// now, for the last), rebuilt from its fills, transfers and dividends at the market's simulated prices;
// the change split into price change, dividends and fees; the time- and money-weighted returns; and a
// named benchmark's total return over the same days. Nothing here projects a return.
import { dayNumberOf, daysBetween, isoDateOf } from '@fernleaf/contract/calendar/days';
import {
  isTradingDay,
  nextTradingDay,
  onOrBeforeTradingDayNumber,
} from '@fernleaf/contract/calendar/exchange-calendar';
import type { AccountPerformance, PerformanceRange } from '@fernleaf/contract/investing-performance';
import type { Db } from '../../db/client.ts';
import { latestSessionOf } from '../market/asset-quotes.ts';
import type { MarketData } from '../market/market-data.ts';
import { monthsBefore } from '../market/price-history.ts';
import type { InvestmentAccountKind } from './account-repo.ts';
import { type BookFill, heldMicros, replayBooks, valueCents } from './books.ts';
import { bookFillOf } from './holdings.ts';
import { exchangeDateAt } from './market-prices.ts';
import { investmentAccountOf } from './open-account-of.ts';
import { filledOrdersOf } from './order-repo.ts';
import { type DatedCashMovement, transfersAndDividendsOf } from './performance-repo.ts';
import {
  chainedReturnBps,
  investedPeriods,
  moneyWeightedReturnBps,
  timeWeightedReturnBps,
  totalReturnFactor,
  type ValuationPeriod,
} from './performance-returns.ts';

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

interface PricePoint {
  date: string;
  previousCloseCents: number;
  priceCents: number;
}

export async function performanceOf(
  db: Db,
  userId: string,
  accountId: string,
  range: PerformanceRange,
  options: { market: MarketData; now: Date },
): Promise<AccountPerformance> {
  const { market, now } = options;
  const account = await investmentAccountOf(db, userId, accountId);
  const latest = latestSessionOf(market, now);
  const today = exchangeDateAt(now);
  const openedOn = exchangeDateAt(account.openedAt);

  // The close the range starts from: the last trading day on or before the date a range back, unless
  // the account opened after it (then it starts empty, at opening).
  const from = range === 'ALL' ? openedOn : monthsBefore(today, monthsOfRange[range]);
  const closeBefore = isoDateOf(onOrBeforeTradingDayNumber(dayNumberOf(from)));
  const baseDay = from > openedOn && closeBefore >= openedOn ? closeBefore : null;
  const startDate = baseDay ?? openedOn;

  // Every trading day's close after the start, then the latest session as of now.
  const firstDay = baseDay ? nextTradingDay(baseDay) : isTradingDay(openedOn) ? openedOn : nextTradingDay(openedOn);
  const dates: string[] = [];
  for (let day = firstDay; day < latest.date; day = nextTradingDay(day)) dates.push(day);
  dates.push(latest.date);

  const orders = await filledOrdersOf(db, account.id);
  const movements = await transfersAndDividendsOf(db, account.ledgerAccountId);
  const symbols = new Set([...orders.map((order) => order.symbol), ...Object.keys(benchmarks[account.kind].weights)]);
  const earliest = baseDay ?? dates[0] ?? latest.date;
  const prices = new Map([...symbols].map((symbol) => [symbol, pricesOf(market, symbol, earliest, latest)]));
  const fillsBySymbol = new Map<string, BookFill[]>();
  for (const order of orders)
    fillsBySymbol.set(order.symbol, [...(fillsBySymbol.get(order.symbol) ?? []), bookFillOf(order)]);

  const isFinal = (date: string) => date === latest.date;
  const valueOn = (date: string): number => {
    let cents = 0n;
    for (const movement of movements) {
      if (isFinal(date) || exchangeDateAt(movement.createdAt) <= date) cents += movement.amountCents;
    }
    for (const [symbol, fills] of fillsBySymbol) {
      const held = isFinal(date) ? fills : fills.filter((fill) => fill.tradeDate <= date);
      for (const fill of held) cents += fill.side === 'BUY' ? -fill.amountCents : fill.amountCents;
      const quantity = heldMicros(replayBooks(held, market.splitsEffectiveBy(symbol, date), date).lots);
      const price = prices.get(symbol)?.get(date)?.priceCents;
      if (quantity > 0n && price !== undefined) cents += valueCents(quantity, BigInt(price));
    }
    return Number(cents);
  };

  const inRange = (movement: DatedCashMovement) => baseDay === null || exchangeDateAt(movement.createdAt) > baseDay;
  const transfers = movements.filter((movement) => movement.kind !== 'investment_dividend' && inRange(movement));
  const flowsByPoint = new Map<string, number>();
  for (const transfer of transfers) {
    const on = exchangeDateAt(transfer.createdAt);
    const point = dates.find((date) => date >= on) ?? latest.date;
    flowsByPoint.set(point, (flowsByPoint.get(point) ?? 0) + Number(transfer.amountCents));
  }

  const startValueCents = baseDay ? valueOn(baseDay) : 0;
  const periods: ValuationPeriod[] = dates.map((date) => ({
    flowCents: flowsByPoint.get(date) ?? 0,
    endValueCents: valueOn(date),
  }));
  const endValueCents = periods.at(-1)?.endValueCents ?? startValueCents;
  const depositsCents = sumOf(transfers.filter((transfer) => transfer.amountCents > 0n));
  const withdrawalsCents = -sumOf(transfers.filter((transfer) => transfer.amountCents < 0n));
  const dividendsCents = sumOf(
    movements.filter((movement) => movement.kind === 'investment_dividend' && inRange(movement)),
  );
  const changeCents = endValueCents - startValueCents - (depositsCents - withdrawalsCents);
  const feesCents = 0;

  // The benchmark over exactly the days the account had money invested.
  const invested = investedPeriods(startValueCents, periods);
  const benchmark = benchmarks[account.kind];
  const dividendsBySymbol = new Map(
    Object.keys(benchmark.weights).map((symbol) => [
      symbol,
      new Map(
        market.dividendsDeclaredBy(symbol, latest.date).map((dividend) => [dividend.exDate, dividend.microsPerShare]),
      ),
    ]),
  );
  const benchmarkFactors = dates.flatMap((date, i) => {
    if (!invested[i]) return [];
    let factor = 0;
    for (const [symbol, weight] of Object.entries(benchmark.weights)) {
      const point = prices.get(symbol)?.get(date);
      if (!point) return [];
      const dividend = dividendsBySymbol.get(symbol)?.get(date) ?? 0;
      factor += weight * totalReturnFactor(point.previousCloseCents, point.priceCents, dividend);
    }
    return [factor];
  });

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
          amountCents: Number(transfer.amountCents),
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

/** The closes of every session from `from` that has closed, and the latest session as of now. */
function pricesOf(
  market: MarketData,
  symbol: string,
  from: string,
  latest: { date: string; at: Date },
): Map<string, PricePoint> {
  const points = new Map<string, PricePoint>();
  const dayBefore = isoDateOf(dayNumberOf(latest.date) - 1);
  if (from <= dayBefore) {
    for (const close of market.dailyCloses(symbol, from, dayBefore)) {
      points.set(close.date, {
        date: close.date,
        previousCloseCents: close.previousCloseCents,
        priceCents: close.closeCents,
      });
    }
  }
  const bar = market.dayBar(symbol, latest.date, latest.at);
  points.set(latest.date, { date: latest.date, previousCloseCents: bar.previousCloseCents, priceCents: bar.lastCents });
  return points;
}

function sumOf(movements: readonly DatedCashMovement[]): number {
  return Number(movements.reduce((sum, movement) => sum + movement.amountCents, 0n));
}
