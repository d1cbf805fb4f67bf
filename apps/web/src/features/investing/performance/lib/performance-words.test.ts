import { describe, expect, it } from 'vitest';
import { changeRows, formatReturn } from './performance-words';

describe('formatReturn', () => {
  it('signs a gain and a loss, a whole percent whole', () => {
    expect(formatReturn(1268)).toBe('+12.68%');
    expect(formatReturn(-33)).toBe('-0.33%');
    expect(formatReturn(5)).toBe('+0.05%');
    expect(formatReturn(0)).toBe('0%');
    expect(formatReturn(-1000)).toBe('-10%');
  });

  it('says when there is nothing to measure', () => {
    expect(formatReturn(null)).toBe('Not enough history');
  });
});

describe('changeRows', () => {
  it('adds up from the start value to the value now', () => {
    const rows = changeRows({
      pricesAreSimulated: true,
      pastPerformanceOnly: true,
      range: '1M',
      startDate: '2027-01-15',
      startsAtOpening: false,
      asOf: '2027-02-16T15:30:00.000Z',
      startValueCents: 100_000,
      endValueCents: 104_000,
      depositsCents: 5_000,
      withdrawalsCents: 2_000,
      changeCents: 1_000,
      priceChangeCents: 700,
      dividendsCents: 300,
      feesCents: 0,
      feesNote: 'No fees',
      timeWeightedReturnBps: 100,
      moneyWeightedReturnBps: 98,
      benchmark: { name: 'VTI', description: 'VTI', returnBps: 120 },
      note: 'Past performance',
    });
    expect(rows.map((row) => row.label)).toEqual([
      'Value at the start',
      'Money added',
      'Money withdrawn',
      'Price change',
      'Dividends',
      'Fees',
      'Value now',
    ]);
    const [start, ...moves] = rows;
    const end = moves.pop();
    expect((start?.cents ?? 0) + moves.reduce((sum, row) => sum + row.cents, 0)).toBe(end?.cents);
  });
});
