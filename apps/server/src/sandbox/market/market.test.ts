import { addDays } from '@fernleaf/contract/calendar/days';
import { exchangeHolidays, isTradingDay, sessionOf } from '@fernleaf/contract/calendar/exchange-calendar';
import { centsOfMicros } from '@fernleaf/contract/money';
import { describe, expect, it, vi } from 'vitest';
import { dayPath } from './intraday.ts';
import { createSandboxMarket } from './market.ts';
import { seededRandom } from './seeded-random.ts';
import { listedAssets, splitHistory } from './universe.ts';

const market = createSandboxMarket();
const afterClose = (date: string) => new Date(`${date}T23:00:00Z`);

describe('the universe', () => {
  it('lists about forty assets with the funds the model portfolios hold', () => {
    const symbols = market.assets().map(({ symbol }) => symbol);
    expect(symbols.length).toBeGreaterThanOrEqual(38);
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const fund of ['VTI', 'VXUS', 'BND', 'BNDX', 'VNQ', 'VTIP', 'ICLN', 'SOXX', 'XLV', 'ESGU']) {
      expect(market.assets().find(({ symbol }) => symbol === fund)?.kind).toBe('ETF');
    }
    expect(market.assets().find(({ symbol }) => symbol === 'ICLN')?.themes).toContain('clean-energy');
    expect(market.assets().find(({ symbol }) => symbol === 'SOXX')?.themes).toContain('semiconductors');
    expect(market.assets().find(({ symbol }) => symbol === 'XLV')?.themes).toContain('health-care');
    expect(market.assets().find(({ symbol }) => symbol === 'ESGU')?.themes).toContain('esg');
  });

  it('has exactly one split', () => {
    expect(splitHistory).toHaveLength(1);
    expect(isTradingDay(splitHistory[0]?.effectiveDate ?? '')).toBe(true);
  });

  it('gives every asset a sane model', () => {
    for (const asset of listedAssets) {
      expect(Number.isInteger(asset.startCents) && asset.startCents > 0).toBe(true);
      expect(asset.beta).toBeGreaterThanOrEqual(0);
      expect(asset.beta).toBeLessThanOrEqual(1);
      expect(asset.volatility).toBeGreaterThan(0);
    }
  });
});

describe('seeded draws', () => {
  it('are the same for the same name and differ between names', () => {
    const a = seededRandom('close:VTI:2026-03-02');
    const b = seededRandom('close:VTI:2026-03-02');
    const c = seededRandom('close:VTI:2026-03-03');
    const first = [a.uniform(), a.normal(), a.uniform()];
    expect([b.uniform(), b.normal(), b.uniform()]).toEqual(first);
    expect(c.uniform()).not.toBe(first[0]);
  });

  it('are roughly standard normal', () => {
    const random = seededRandom('normal-check');
    const draws = Array.from({ length: 20_000 }, () => random.normal());
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    const variance = draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });
});

describe('daily closes', () => {
  it('start at the start price and exist only on trading days', () => {
    const closes = market.dailyCloses('VTI', '2020-12-01', '2021-01-31');
    expect(closes[0]).toEqual({ date: '2021-01-04', previousCloseCents: 19_500, closeCents: 19_500 });
    expect(closes.every(({ date }) => isTradingDay(date))).toBe(true);
    expect(closes.map(({ date }) => date)).not.toContain('2021-01-18'); // Martin Luther King, Jr. Day
    expect(closes.every(({ closeCents }) => Number.isInteger(closeCents) && closeCents > 0)).toBe(true);
  });

  it('are the same however they are reached', () => {
    const late = market.dailyCloses('AMD', '2026-03-02', '2026-03-06');
    const whole = market.dailyCloses('AMD', '2021-01-04', '2026-03-06').slice(-5);
    expect(whole).toEqual(late);
  });

  it('move with the market: a broad fund stays within plausible daily moves', () => {
    const closes = market.dailyCloses('VTI', '2025-01-01', '2025-12-31');
    const moves = closes.slice(1).map(({ closeCents }, i) => closeCents / (closes[i]?.closeCents ?? 1) - 1);
    expect(Math.max(...moves.map(Math.abs))).toBeLessThan(0.08);
    // Funds and their sector's companies move together on most days.
    const soxx = market.dailyCloses('SOXX', '2025-01-01', '2025-12-31');
    const vti = closes;
    let same = 0;
    for (let i = 1; i < vti.length; i += 1) {
      const a = (vti[i]?.closeCents ?? 0) - (vti[i - 1]?.closeCents ?? 0);
      const b = (soxx[i]?.closeCents ?? 0) - (soxx[i - 1]?.closeCents ?? 0);
      if (Math.sign(a) === Math.sign(b)) same += 1;
    }
    expect(same / vti.length).toBeGreaterThan(0.6);
  });
});

describe('the split', () => {
  it('divides the previous close by the ratio on its effective date', () => {
    const { effectiveDate, ratio } = splitHistory[0] ?? { effectiveDate: '', ratio: 1 };
    const [before] = market.dailyCloses('NVDA', addDays(effectiveDate, -3), addDays(effectiveDate, -3));
    const bar = market.dayBar('NVDA', effectiveDate, afterClose(effectiveDate));
    expect(before).toBeDefined();
    expect(bar.previousCloseCents).toBe(Math.round((before?.closeCents ?? 0) / ratio));
    // The day's own move is an ordinary one, not the split.
    expect(Math.abs(bar.lastCents / bar.previousCloseCents - 1)).toBeLessThan(0.3);
    expect(market.splitsEffectiveBy('NVDA', addDays(effectiveDate, -1))).toEqual([]);
    expect(market.splitsEffectiveBy('NVDA', effectiveDate)).toEqual([{ effectiveDate, ratio }]);
    expect(market.splitsEffectiveBy('VTI', '2026-01-01')).toEqual([]);
  });
});

describe('dividends', () => {
  it('are quarterly for a fund, declared two weeks ahead, paid after the ex-date, in ten-thousandths of a dollar', () => {
    const dividends = market.dividendsDeclaredBy('VTI', '2025-12-31');
    const of2025 = dividends.filter(({ exDate }) => exDate.startsWith('2025-'));
    expect(of2025.map(({ exDate }) => exDate.slice(5, 7))).toEqual(['03', '06', '09', '12']);
    for (const dividend of dividends) {
      expect(isTradingDay(dividend.exDate)).toBe(true);
      expect(dividend.payDate > dividend.exDate).toBe(true);
      expect(dividend.declaredOn < dividend.exDate).toBe(true);
      expect(dividend.microsPerShare % 100).toBe(0);
      expect(dividend.microsPerShare).toBeGreaterThan(0);
    }
    expect(market.dividendsDeclaredBy('NVDA', '2026-01-01')).toEqual([]);
  });

  it('lowers the ex-date start by the dividend', () => {
    const [dividend] = market.dividendsDeclaredBy('KO', '2025-12-31').slice(-1);
    if (!dividend) throw new Error('KO pays no dividend');
    const [previous] = market.dailyCloses('KO', addDays(dividend.exDate, -5), addDays(dividend.exDate, -1)).slice(-1);
    const bar = market.dayBar('KO', dividend.exDate, afterClose(dividend.exDate));
    expect(bar.previousCloseCents).toBe(previous?.closeCents);
    const firstTick = market.ticks('KO', dividend.exDate, sessionOf(dividend.exDate)?.opensAt ?? new Date(0), 1);
    // The path starts at the previous close less the dividend, then an opening gap of a fraction of a day's move.
    const base = (previous?.closeCents ?? 0) - centsOfMicros(dividend.microsPerShare);
    expect(Math.abs((firstTick[0]?.priceCents ?? 0) - base)).toBeLessThan(base * 0.02);
  });

  it('does not declare in the future', () => {
    const by = '2026-03-02';
    expect(market.dividendsDeclaredBy('VTI', by).every(({ declaredOn }) => declaredOn <= by)).toBe(true);
  });
});

describe('ticks within a day', () => {
  const date = '2026-03-02';
  const session = sessionOf(date);
  if (!session) throw new Error('not a trading day');

  it('tick once a minute from the opening bell and end at the close', () => {
    const ticks = market.ticks('AAPL', date, afterClose(date), 1);
    expect(ticks).toHaveLength(391);
    expect(ticks[0]?.at).toEqual(session.opensAt);
    expect(ticks[390]?.at).toEqual(session.closesAt);
    const [close] = market.dailyCloses('AAPL', date, date);
    expect(ticks[390]?.priceCents).toBe(close?.closeCents);
  });

  it('stop at the instant asked about, and the bar agrees with them', () => {
    const at = new Date(session.opensAt.getTime() + 95.5 * 60_000);
    const ticks = market.ticks('AAPL', date, at, 1);
    expect(ticks).toHaveLength(96);
    const bar = market.dayBar('AAPL', date, at);
    expect(bar.lastCents).toBe(ticks[95]?.priceCents);
    expect(bar.asOf).toEqual(ticks[95]?.at);
    expect(bar.openCents).toBe(ticks[0]?.priceCents);
    expect(bar.highCents).toBe(Math.max(...ticks.map(({ priceCents }) => priceCents)));
    expect(bar.lowCents).toBe(Math.min(...ticks.map(({ priceCents }) => priceCents)));
  });

  it('thin out to every n minutes and keep the last tick', () => {
    const ticks = market.ticks('AAPL', date, new Date(session.opensAt.getTime() + 12 * 60_000), 5);
    expect(ticks.map(({ at }) => (at.getTime() - session.opensAt.getTime()) / 60_000)).toEqual([0, 5, 10, 12]);
  });

  it('refuse a day the market did not trade and an instant before the bell', () => {
    const [holiday] = exchangeHolidays(2026);
    expect(() => market.dayBar('AAPL', holiday?.date ?? '', afterClose(holiday?.date ?? ''))).toThrow(RangeError);
    expect(() => market.dayBar('AAPL', date, new Date(session.opensAt.getTime() - 1))).toThrow(RangeError);
    expect(() => market.dayBar('NOPE', date, afterClose(date))).toThrow(RangeError);
  });

  it('pin both ends of the path and stay positive', () => {
    const path = dayPath({ symbol: 'X', date, baseCents: 5, closeCents: 7, dailyVolatility: 0.5, sessionMinutes: 210 });
    expect(path).toHaveLength(211);
    expect(path[210]).toBe(7);
    expect(path.every((cents) => Number.isInteger(cents) && cents >= 1)).toBe(true);
  });
});

describe('every process agrees', () => {
  it('computes the same prices in a fresh process, whatever it asks first', async () => {
    vi.resetModules();
    const fresh = (await import('./market.ts')).createSandboxMarket();
    // This process reached 2026 from 2021 in order; the fresh one is asked for 2026 first.
    const at = new Date('2026-03-03T17:45:00Z');
    expect(fresh.dayBar('TSLA', '2026-03-03', at)).toEqual(market.dayBar('TSLA', '2026-03-03', at));
    expect(fresh.dailyCloses('LLY', '2024-01-01', '2024-01-31')).toEqual(
      market.dailyCloses('LLY', '2024-01-01', '2024-01-31'),
    );
    expect(fresh.dividendsDeclaredBy('JPM', '2026-03-03')).toEqual(market.dividendsDeclaredBy('JPM', '2026-03-03'));
  });
});
