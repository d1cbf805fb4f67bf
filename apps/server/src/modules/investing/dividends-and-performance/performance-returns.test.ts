// Worked examples, computed by hand: integer cents in, returns in basis points out.
import { describe, expect, it } from 'vitest';
import {
  chainedReturnBps,
  moneyWeightedReturnBps,
  timeWeightedReturnBps,
  totalReturnFactor,
} from './performance-returns.ts';

describe('timeWeightedReturnBps', () => {
  it('chains two periods of +10%: 1.1 x 1.1 - 1 = 21.00%, whatever was added between them', () => {
    // $100.00 grows to $110.00; $50.00 is added, so the second period begins with $160.00 and ends at
    // $176.00 (+10%).
    const periods = [
      { flowCents: 0, endValueCents: 11_000 },
      { flowCents: 5_000, endValueCents: 17_600 },
    ];
    expect(timeWeightedReturnBps(10_000, periods)).toBe(2_100);
  });

  it('starts at the first deposit: 1,000.00 deposited grows 5% then, with 1,000.00 more, to 2,200.00', () => {
    // Period 1 has nothing invested; period 2 grows 1,000.00 to 1,050.00 (+5%); period 3 begins with
    // 2,050.00 and ends at 2,200.00 (+7.3171%). 1.05 x 1.0731707 - 1 = 12.6829% -> 1268 bp.
    const periods = [
      { flowCents: 0, endValueCents: 0 },
      { flowCents: 100_000, endValueCents: 105_000 },
      { flowCents: 100_000, endValueCents: 220_000 },
    ];
    expect(timeWeightedReturnBps(0, periods)).toBe(1_268);
  });

  it('reads a loss: 1,000.00 falls to 900.00, -10.00%', () => {
    expect(timeWeightedReturnBps(100_000, [{ flowCents: 0, endValueCents: 90_000 }])).toBe(-1_000);
  });

  it('skips the period after everything was withdrawn', () => {
    // +10% then all 1,100.00 withdrawn: the empty period has no return of its own.
    const periods = [
      { flowCents: 0, endValueCents: 110_000 },
      { flowCents: -110_000, endValueCents: 0 },
    ];
    expect(timeWeightedReturnBps(100_000, periods)).toBe(1_000);
  });

  it('is null when no money was ever invested', () => {
    expect(timeWeightedReturnBps(0, [{ flowCents: 0, endValueCents: 0 }])).toBeNull();
  });
});

describe('moneyWeightedReturnBps', () => {
  it('is the simple return of one deposit held for the whole range: 1,000.00 to 1,100.00 is 10.00%', () => {
    expect(moneyWeightedReturnBps([{ day: 0, amountCents: 100_000 }], 110_000, 365)).toBe(1_000);
  });

  it('weighs a deposit halfway through by the half it was invested: 13.48%', () => {
    // 1000x + 1000x^0.5 = 2200. With y = x^0.5: y^2 + y - 2.2 = 0, y = (-1 + sqrt(9.8)) / 2 = 1.0652476,
    // x = y^2 = 1.1347524: 13.4752% -> 1348 bp (the time-weighted return of the same account is 1268 bp).
    const flows = [
      { day: 0, amountCents: 100_000 },
      { day: 5, amountCents: 100_000 },
    ];
    expect(moneyWeightedReturnBps(flows, 220_000, 10)).toBe(1_348);
  });

  it('counts a withdrawal as money out: 13.20%', () => {
    // 1000x - 500x^0.5 = 600. 10y^2 - 5y - 6 = 0, y = (5 + sqrt(265)) / 20 = 1.0639410, x = 1.1319705.
    const flows = [
      { day: 0, amountCents: 100_000 },
      { day: 5, amountCents: -50_000 },
    ];
    expect(moneyWeightedReturnBps(flows, 60_000, 10)).toBe(1_320);
  });

  it('reads a loss: 1,000.00 to 900.00 is -10.00%', () => {
    expect(moneyWeightedReturnBps([{ day: 0, amountCents: 100_000 }], 90_000, 30)).toBe(-1_000);
  });

  it('is the simple return when the range is a single day: 1,000.00 to 1,005.00 is 0.50%', () => {
    expect(moneyWeightedReturnBps([{ day: 0, amountCents: 100_000 }], 100_500, 0)).toBe(50);
  });

  it('is null when no money moved', () => {
    expect(moneyWeightedReturnBps([], 0, 30)).toBeNull();
    expect(moneyWeightedReturnBps([{ day: 0, amountCents: 0 }], 0, 30)).toBeNull();
  });
});

describe('the benchmark', () => {
  it('adds a dividend going ex to the day: 300.00 to 299.00 with $1.6267 is +0.2089%', () => {
    // (29,900 + 162.67) / 30,000 = 1.0020890 -> 21 bp; without the dividend the day is -0.33%.
    expect(chainedReturnBps([totalReturnFactor(30_000, 29_900, 1_626_700)])).toBe(21);
    expect(chainedReturnBps([totalReturnFactor(30_000, 29_900, 0)])).toBe(-33);
  });

  it('chains days: +1% then -1% is -0.01%', () => {
    expect(chainedReturnBps([1.01, 0.99])).toBe(-1);
    expect(chainedReturnBps([])).toBeNull();
  });
});
