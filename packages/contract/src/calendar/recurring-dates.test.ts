import { describe, expect, it } from 'vitest';
import {
  latestOccurrenceOnOrBefore,
  nextOccurrenceAfter,
  nextOccurrenceOnOrAfter,
  occurrenceOf,
} from './recurring-dates.ts';

describe('the dates of a recurring deposit', () => {
  it('counts weeks and fortnights from the start date', () => {
    expect([0, 1, 2].map((index) => occurrenceOf('2026-12-28', 'WEEKLY', index))).toEqual([
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
    expect([0, 1, 2].map((index) => occurrenceOf('2026-12-28', 'BIWEEKLY', index))).toEqual([
      '2026-12-28',
      '2027-01-11',
      '2027-01-25',
    ]);
  });

  it('keeps the day of the month, on the last day of a shorter month, without drifting', () => {
    expect([0, 1, 2, 3].map((index) => occurrenceOf('2027-01-31', 'MONTHLY', index))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(occurrenceOf('2027-12-15', 'MONTHLY', 1)).toBe('2028-01-15');
    expect(occurrenceOf('2027-01-29', 'MONTHLY', 13)).toBe('2028-02-29');
  });

  it('finds the next date on or after a day, and strictly after it', () => {
    expect(nextOccurrenceOnOrAfter('2026-12-01', 'MONTHLY', '2026-11-20')).toBe('2026-12-01');
    expect(nextOccurrenceOnOrAfter('2026-12-01', 'MONTHLY', '2026-12-01')).toBe('2026-12-01');
    expect(nextOccurrenceAfter('2026-12-01', 'MONTHLY', '2026-12-01')).toBe('2027-01-01');
    expect(nextOccurrenceOnOrAfter('2026-12-07', 'BIWEEKLY', '2026-12-08')).toBe('2026-12-21');
    expect(nextOccurrenceAfter('2026-12-07', 'WEEKLY', '2026-12-13')).toBe('2026-12-14');
    expect(nextOccurrenceOnOrAfter('2027-01-31', 'MONTHLY', '2027-03-01')).toBe('2027-03-31');
  });

  it('finds the latest date on or before a day, none before the start', () => {
    expect(latestOccurrenceOnOrBefore('2026-12-07', 'WEEKLY', '2026-12-06')).toBeNull();
    expect(latestOccurrenceOnOrBefore('2026-12-07', 'WEEKLY', '2026-12-07')).toBe('2026-12-07');
    expect(latestOccurrenceOnOrBefore('2026-12-07', 'WEEKLY', '2026-12-20')).toBe('2026-12-14');
    expect(latestOccurrenceOnOrBefore('2027-01-31', 'MONTHLY', '2027-03-30')).toBe('2027-02-28');
  });

  it('agrees with a day-by-day walk for every frequency over two years', () => {
    for (const frequency of ['WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const) {
      for (const start of ['2027-01-31', '2027-02-28', '2027-06-15']) {
        const dates = Array.from({ length: 120 }, (_, index) => occurrenceOf(start, frequency, index));
        for (let day = 0; day < 700; day += 3) {
          const date = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
          expect(nextOccurrenceOnOrAfter(start, frequency, date)).toBe(dates.find((d) => d >= date));
          expect(latestOccurrenceOnOrBefore(start, frequency, date)).toBe(
            dates.filter((d) => d <= date).at(-1) ?? null,
          );
        }
      }
    }
  });
});
