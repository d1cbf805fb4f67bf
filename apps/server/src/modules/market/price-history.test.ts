import { describe, expect, it } from 'vitest';
import { basisPointsOf, splitAdjusted } from './asset-quotes.ts';
import { monthsBefore, weeklyCloses } from './price-history.ts';

describe('monthsBefore', () => {
  it('keeps the day of the month, or the month’s last day when it has none', () => {
    expect(monthsBefore('2026-03-02', 1)).toBe('2026-02-02');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29');
    expect(monthsBefore('2026-01-15', 12)).toBe('2025-01-15');
  });
});

describe('weeklyCloses', () => {
  const close = (date: string) => ({ date, previousCloseCents: 100, closeCents: 100 });

  it('keeps the last close of each Monday-to-Sunday week', () => {
    const closes = ['2026-02-23', '2026-02-24', '2026-02-27', '2026-03-02', '2026-03-04', '2026-03-09'].map(close);
    expect(weeklyCloses(closes).map(({ date }) => date)).toEqual(['2026-02-27', '2026-03-04', '2026-03-09']);
    expect(weeklyCloses([])).toEqual([]);
  });
});

describe('splitAdjusted', () => {
  const splits = [{ effectiveDate: '2024-06-10', ratio: 10 }];

  it('divides prices before a split by its ratio and leaves later ones', () => {
    expect(splitAdjusted(120_005, '2024-06-07', splits)).toBe(12_001);
    expect(splitAdjusted(12_000, '2024-06-10', splits)).toBe(12_000);
    expect(splitAdjusted(3, '2024-01-02', splits)).toBe(1);
    expect(splitAdjusted(500, '2024-01-02', [])).toBe(500);
  });
});

describe('basisPointsOf', () => {
  it('is hundredths of a percent, halves away from zero', () => {
    expect(basisPointsOf(152, 10_000)).toBe(152);
    expect(basisPointsOf(1, 20_000)).toBe(1); // 0.5 rounds up
    expect(basisPointsOf(-1, 20_000)).toBe(-1);
    expect(basisPointsOf(5, 0)).toBe(0);
  });
});
