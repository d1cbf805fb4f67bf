// The prices an order is quoted and filled at, from the market's interface (decision 041): the last
// trade while the session runs, the last close while the market is shut, the opening tick at the open.

import { isoDateOf } from '@fernleaf/contract/calendar/days';
import {
  exchangeDayNumberAt,
  latestSessionAt,
  nextOpenAfter,
  sessionRunningAt,
} from '@fernleaf/contract/calendar/exchange-calendar';
import type { MarketData } from '../../market/market-data.ts';

export interface OrderQuote {
  priceCents: bigint;
  marketOpen: boolean;
  /** When a market order placed now fills: now while the session runs, else the next opening bell. */
  fillsAt: Date;
}

export function quoteAt(market: MarketData, symbol: string, now: Date): OrderQuote {
  const running = sessionRunningAt(now);
  if (running)
    return { priceCents: BigInt(market.dayBar(symbol, running.date, now).lastCents), marketOpen: true, fillsAt: now };
  const latest = latestSessionAt(now);
  return {
    priceCents: BigInt(market.dayBar(symbol, latest.date, now).lastCents),
    marketOpen: false,
    fillsAt: nextOpenAfter(now),
  };
}

/** The price at the minute an order fills (the session runs at `at`), and that session's date. */
export function fillPriceAt(market: MarketData, symbol: string, at: Date): { priceCents: bigint; tradeDate: string } {
  const session = sessionRunningAt(at);
  if (!session) throw new Error(`the market is not open at ${at.toISOString()}`);
  return { priceCents: BigInt(market.dayBar(symbol, session.date, at).lastCents), tradeDate: session.date };
}

/** The New York date at `at`: the books read splits and settlements by it. */
export function exchangeDateAt(at: Date): string {
  return isoDateOf(exchangeDayNumberAt(at));
}
