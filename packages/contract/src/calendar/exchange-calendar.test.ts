import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf, isoDateOf } from './days.ts';
import {
  addTradingDays,
  easterSunday,
  exchangeEarlyCloses,
  exchangeHolidays,
  isMarketOpenAt,
  isTradingDay,
  latestSessionAt,
  nextOpenAfter,
  nextTradingDay,
  previousTradingDay,
  sessionOf,
  sessionRunningAt,
} from './exchange-calendar.ts';

// The exchange's published holiday and early-close schedules (nyse.com, "Holidays & Trading Hours").
const publishedHolidays: Record<number, string[]> = {
  2024: [
    '2024-01-01',
    '2024-01-15',
    '2024-02-19',
    '2024-03-29',
    '2024-05-27',
    '2024-06-19',
    '2024-07-04',
    '2024-09-02',
    '2024-11-28',
    '2024-12-25',
  ],
  2025: [
    '2025-01-01',
    '2025-01-09', // national day of mourning, announced in the week before
    '2025-01-20',
    '2025-02-17',
    '2025-04-18',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-11-27',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-04-03',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03', // July 4 is a Saturday: closed the Friday before
    '2026-09-07',
    '2026-11-26',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-01-18',
    '2027-02-15',
    '2027-03-26',
    '2027-05-31',
    '2027-06-18', // Juneteenth is a Saturday
    '2027-07-05', // July 4 is a Sunday
    '2027-09-06',
    '2027-11-25',
    '2027-12-24', // Christmas is a Saturday
  ],
};

const publishedEarlyCloses: Record<number, string[]> = {
  2024: ['2024-07-03', '2024-11-29', '2024-12-24'],
  2025: ['2025-07-03', '2025-11-28', '2025-12-24'],
  2026: ['2026-11-27', '2026-12-24'],
  2027: ['2027-11-26'],
};

describe('exchangeHolidays', () => {
  it.each([2024, 2025, 2026, 2027])('matches the published closures of %i', (year) => {
    expect(exchangeHolidays(year).map(({ date }) => date)).toEqual(publishedHolidays[year]);
  });

  it('does not close December 31 for a New Year on a Saturday', () => {
    expect(exchangeHolidays(2022).map(({ date }) => date)).not.toContain('2021-12-31');
    expect(exchangeHolidays(2021).map(({ date }) => date)).not.toContain('2021-12-31');
    expect(isTradingDay('2021-12-31')).toBe(true);
    expect(isTradingDay('2022-01-03')).toBe(true);
  });

  it('closes the Monday after a Sunday holiday', () => {
    expect(isTradingDay('2023-01-02')).toBe(false);
    expect(isTradingDay('2022-06-20')).toBe(false);
    expect(isTradingDay('2022-12-26')).toBe(false);
  });

  it('has no Juneteenth before 2022', () => {
    expect(isTradingDay('2021-06-18')).toBe(true);
    expect(exchangeHolidays(2021)).toHaveLength(9);
  });

  it('finds Easter as the published tables do', () => {
    for (const [year, easter] of [
      [2024, '2024-03-31'],
      [2025, '2025-04-20'],
      [2026, '2026-04-05'],
      [2027, '2027-03-28'],
      [2038, '2038-04-25'],
    ] as const) {
      expect(isoDateOf(easterSunday(year))).toBe(easter);
    }
  });

  it('refuses years it does not model', () => {
    expect(() => exchangeHolidays(1997)).toThrow(RangeError);
    expect(() => exchangeHolidays(2025.5)).toThrow(RangeError);
  });

  it('closes only weekdays, in order, inside the year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1998, max: 2300 }), (year) => {
        const dates = exchangeHolidays(year).map(({ date }) => date);
        expect(dates.every((date) => date.startsWith(`${year}-`))).toBe(true);
        expect(dates.every((date, i) => i === 0 || (dates[i - 1] ?? '') < date)).toBe(true);
        expect(dates.every((date) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()))).toBe(true);
      }),
    );
  });
});

describe('exchangeEarlyCloses', () => {
  it.each([2024, 2025, 2026, 2027])('matches the published early closes of %i', (year) => {
    expect(exchangeEarlyCloses(year).map(({ date }) => date)).toEqual(publishedEarlyCloses[year]);
  });

  it('closes at 13:00 New York time on an early close, 16:00 otherwise', () => {
    expect(sessionOf('2024-11-29')).toEqual({
      date: '2024-11-29',
      opensAt: new Date('2024-11-29T14:30:00Z'),
      closesAt: new Date('2024-11-29T18:00:00Z'),
      earlyClose: true,
    });
    // Summer time: New York is UTC-4.
    expect(sessionOf('2025-07-03')?.closesAt).toEqual(new Date('2025-07-03T17:00:00Z'));
    expect(sessionOf('2025-07-02')).toEqual({
      date: '2025-07-02',
      opensAt: new Date('2025-07-02T13:30:00Z'),
      closesAt: new Date('2025-07-02T20:00:00Z'),
      earlyClose: false,
    });
  });
});

describe('trading days', () => {
  it('has no session on weekends and holidays', () => {
    expect(sessionOf('2026-11-28')).toBeNull(); // Saturday
    expect(sessionOf('2026-11-26')).toBeNull(); // Thanksgiving
    expect(isTradingDay('2026-11-27')).toBe(true);
  });

  it('steps over weekends and holidays', () => {
    expect(nextTradingDay('2026-04-02')).toBe('2026-04-06'); // over Good Friday and the weekend
    expect(previousTradingDay('2026-04-06')).toBe('2026-04-02');
    expect(nextTradingDay('2027-12-23')).toBe('2027-12-27');
    expect(isoDateOf(addTradingDays(dayNumberOf('2026-06-17'), 3))).toBe('2026-06-23');
    expect(isoDateOf(addTradingDays(dayNumberOf('2026-06-23'), -3))).toBe('2026-06-17');
  });

  it('counts about 252 trading days a year', () => {
    for (const year of [2024, 2025, 2026, 2027]) {
      let count = 0;
      for (let day = dayNumberOf(`${year}-01-01`); day <= dayNumberOf(`${year}-12-31`); day += 1) {
        if (isTradingDay(isoDateOf(day))) count += 1;
      }
      expect(count).toBeGreaterThanOrEqual(250);
      expect(count).toBeLessThanOrEqual(253);
    }
  });

  it('steps forward then back to the same trading day', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumberOf('2000-01-03'), max: dayNumberOf('2090-12-01') }), (day) => {
        const date = isoDateOf(day);
        const next = nextTradingDay(date);
        expect(isTradingDay(next)).toBe(true);
        expect(previousTradingDay(next) <= date || !isTradingDay(date)).toBe(true);
        if (isTradingDay(date)) expect(previousTradingDay(next)).toBe(date);
      }),
    );
  });
});

describe('the market at an instant', () => {
  it('is open from the opening bell until, not at, the close', () => {
    expect(isMarketOpenAt(new Date('2026-03-02T14:29:59Z'))).toBe(false); // 09:29:59 New York (winter)
    expect(isMarketOpenAt(new Date('2026-03-02T14:30:00Z'))).toBe(true);
    expect(isMarketOpenAt(new Date('2026-03-02T20:59:59Z'))).toBe(true);
    expect(isMarketOpenAt(new Date('2026-03-02T21:00:00Z'))).toBe(false);
    expect(isMarketOpenAt(new Date('2026-07-02T13:30:00Z'))).toBe(true); // summer: UTC-4
    expect(isMarketOpenAt(new Date('2026-11-27T18:30:00Z'))).toBe(false); // after an early close
    expect(isMarketOpenAt(new Date('2026-11-28T15:00:00Z'))).toBe(false); // Saturday
  });

  it('knows the session running and the latest one', () => {
    expect(sessionRunningAt(new Date('2026-03-02T15:00:00Z'))?.date).toBe('2026-03-02');
    expect(sessionRunningAt(new Date('2026-03-02T22:00:00Z'))).toBeNull();
    expect(latestSessionAt(new Date('2026-03-02T22:00:00Z')).date).toBe('2026-03-02');
    expect(latestSessionAt(new Date('2026-03-02T12:00:00Z')).date).toBe('2026-02-27'); // before the bell: Friday's
    expect(latestSessionAt(new Date('2026-04-04T12:00:00Z')).date).toBe('2026-04-02'); // after Good Friday
  });

  it('finds the next open', () => {
    expect(nextOpenAfter(new Date('2026-03-02T12:00:00Z'))).toEqual(new Date('2026-03-02T14:30:00Z'));
    expect(nextOpenAfter(new Date('2026-03-02T15:00:00Z'))).toEqual(new Date('2026-03-03T14:30:00Z'));
    // Friday evening before the clocks change: Monday opens at 09:30 daylight time.
    expect(nextOpenAfter(new Date('2026-03-06T22:00:00Z'))).toEqual(new Date('2026-03-09T13:30:00Z'));
    expect(nextOpenAfter(new Date('2026-12-24T19:00:00Z'))).toEqual(new Date('2026-12-28T14:30:00Z'));
  });
});
