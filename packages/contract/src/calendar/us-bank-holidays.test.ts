import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf, isoDateOf } from './days.ts';
import { isBankBusinessDay, namedUsFederalBankHolidays, usFederalBankHolidays } from './us-bank-holidays.ts';

// The Federal Reserve's published holiday schedule, as banks observe it.
const publishedHolidays: Record<number, string[]> = {
  2025: [
    '2025-01-01',
    '2025-01-20',
    '2025-02-17',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-10-13',
    '2025-11-11',
    '2025-11-27',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-05-25',
    '2026-06-19',
    '2026-07-04', // a Saturday: not moved to Friday
    '2026-09-07',
    '2026-10-12',
    '2026-11-11',
    '2026-11-26',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-01-18',
    '2027-02-15',
    '2027-05-31',
    '2027-06-19', // a Saturday: not moved to Friday
    '2027-07-05', // July 4 is a Sunday: observed Monday
    '2027-09-06',
    '2027-10-11',
    '2027-11-11',
    '2027-11-25',
    '2027-12-25', // a Saturday: not moved to Friday
  ],
};

/** Weekday from the platform's own calendar, independent of the module's day arithmetic. */
const utcWeekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const dayOfMonth = (iso: string) => Number(iso.slice(8, 10));

describe('usFederalBankHolidays', () => {
  it.each([2025, 2026, 2027])('matches the published schedule for %i', (year) => {
    expect(usFederalBankHolidays(year)).toEqual(publishedHolidays[year]);
  });

  it('observes a Sunday holiday on the Monday after', () => {
    expect(usFederalBankHolidays(2022)).toContain('2022-06-20'); // Juneteenth on a Sunday
    expect(usFederalBankHolidays(2022)).toContain('2022-12-26'); // Christmas on a Sunday
    expect(usFederalBankHolidays(2023)).toContain('2023-01-02'); // New Year's Day on a Sunday
    expect(usFederalBankHolidays(2022)).not.toContain('2022-12-25');
  });

  it('has no Juneteenth before the Federal Reserve first closed for it in 2022', () => {
    expect(usFederalBankHolidays(2021)).toHaveLength(10);
    expect(usFederalBankHolidays(2021).some((date) => date.endsWith('-06-18') || date.endsWith('-06-19'))).toBe(false);
  });

  it('refuses years it does not model', () => {
    expect(() => usFederalBankHolidays(1985)).toThrow(RangeError);
    expect(() => usFederalBankHolidays(2025.5)).toThrow(RangeError);
  });

  it('puts each floating holiday on its weekday and week, every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2022, max: 2200 }), (year) => {
        const holidays = usFederalBankHolidays(year);
        expect(holidays).toHaveLength(11);
        const inMonth = (month: number) =>
          holidays.filter((date) => date.slice(5, 7) === String(month).padStart(2, '0'));
        const [newYear, kingDay] = inMonth(1);
        const [washington] = inMonth(2);
        const [memorial] = inMonth(5);
        const [labor] = inMonth(9);
        const [columbus] = inMonth(10);
        const [veterans, thanksgiving] = inMonth(11);
        const check = (date: string | undefined, weekday: number, from: number, to: number) => {
          expect(date && utcWeekday(date)).toBe(weekday);
          expect(dayOfMonth(date ?? '')).toBeGreaterThanOrEqual(from);
          expect(dayOfMonth(date ?? '')).toBeLessThanOrEqual(to);
        };
        check(kingDay, 1, 15, 21);
        check(washington, 1, 15, 21);
        check(memorial, 1, 25, 31);
        check(labor, 1, 1, 7);
        check(columbus, 1, 8, 14);
        check(thanksgiving, 4, 22, 28);
        // A fixed-date holiday stays on its date unless that is a Sunday, then moves to Monday.
        expect([1, 2]).toContain(dayOfMonth(newYear ?? ''));
        expect([11, 12]).toContain(dayOfMonth(veterans ?? ''));
        for (const date of [newYear, veterans]) {
          if (dayOfMonth(date ?? '') !== 1 && dayOfMonth(date ?? '') !== 11) expect(utcWeekday(date ?? '')).toBe(1);
          else expect(utcWeekday(date ?? '')).not.toBe(0);
        }
      }),
    );
  });

  it('lists dates of the year in strictly increasing order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1986, max: 2200 }), (year) => {
        const holidays = usFederalBankHolidays(year);
        expect(holidays.every((date) => date.startsWith(`${year}-`))).toBe(true);
        expect(holidays.every((date, i) => i === 0 || (holidays[i - 1] ?? '') < date)).toBe(true);
      }),
    );
  });
});

describe('namedUsFederalBankHolidays', () => {
  it('names each holiday of the year in calendar order', () => {
    expect(namedUsFederalBankHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Birthday of Martin Luther King, Jr.' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth National Independence Day' },
      { date: '2026-07-04', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('marks a Sunday holiday moved to the Monday as observed, and leaves a Saturday holiday unmoved', () => {
    const holidays2027 = namedUsFederalBankHolidays(2027);
    expect(holidays2027).toContainEqual({ date: '2027-07-05', name: 'Independence Day (observed)' });
    expect(holidays2027).toContainEqual({ date: '2027-06-19', name: 'Juneteenth National Independence Day' });
    expect(holidays2027).toContainEqual({ date: '2027-12-25', name: 'Christmas Day' });
    expect(namedUsFederalBankHolidays(2022)).toContainEqual({ date: '2022-12-26', name: 'Christmas Day (observed)' });
    expect(namedUsFederalBankHolidays(2023)[0]).toEqual({ date: '2023-01-02', name: "New Year's Day (observed)" });
    expect(holidays2027.filter(({ name }) => name.endsWith('(observed)'))).toHaveLength(1);
  });

  it('refuses years it does not model', () => {
    expect(() => namedUsFederalBankHolidays(1985)).toThrow(RangeError);
  });
});

describe('isBankBusinessDay', () => {
  it('keeps the Friday before a Saturday holiday open', () => {
    expect(isBankBusinessDay('2027-06-18')).toBe(true); // Juneteenth 2027 is a Saturday
    expect(isBankBusinessDay('2027-12-24')).toBe(true); // Christmas 2027 is a Saturday
    expect(isBankBusinessDay('2026-07-03')).toBe(true); // Independence Day 2026 is a Saturday
    expect(isBankBusinessDay('2021-12-31')).toBe(true); // New Year's Day 2022 is a Saturday
  });

  it('closes on holidays, observed holidays and weekends', () => {
    for (const date of ['2026-11-26', '2027-07-05', '2023-01-02', '2025-12-25', '2027-06-19', '2025-06-14']) {
      expect(isBankBusinessDay(date)).toBe(false);
    }
    expect(isBankBusinessDay('2026-11-27')).toBe(true); // the day after Thanksgiving
  });

  it('is open on exactly the weekdays that are not listed holidays', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumberOf('1986-01-01'), max: dayNumberOf('2200-12-31') }), (day) => {
        const date = isoDateOf(day);
        const weekend = [0, 6].includes(utcWeekday(date));
        const holiday = usFederalBankHolidays(Number(date.slice(0, 4))).includes(date);
        expect(isBankBusinessDay(date)).toBe(!weekend && !holiday);
      }),
    );
  });

  it('refuses dates that do not exist', () => {
    expect(() => isBankBusinessDay('2025-02-29')).toThrow(RangeError);
    expect(() => isBankBusinessDay('2025-1-02')).toThrow(RangeError);
  });
});
