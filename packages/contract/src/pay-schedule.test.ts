import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf, daysBetween, daysInMonth, isoDateOf } from './calendar/days.ts';
import { isBankBusinessDay } from './calendar/us-bank-holidays.ts';
import {
  nextPaydays,
  type PaycheckDay,
  type PaySchedule,
  paydayWeekdays,
  payScheduleInputSchema,
  payScheduleSchema,
  weeksOfMonth,
} from './pay-schedule.ts';

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join('.'), message: issue.message };
};

describe('payScheduleInputSchema', () => {
  const today = '2025-06-10';
  const schema = payScheduleInputSchema(today);

  it('takes a weekly last payday up to 7 days back, and a biweekly one up to 14', () => {
    expect(schema.parse({ frequency: 'WEEKLY', lastPaidOn: '2025-06-03' })).toEqual({
      frequency: 'WEEKLY',
      lastPaidOn: '2025-06-03',
    });
    expect(schema.safeParse({ frequency: 'WEEKLY', lastPaidOn: today }).success).toBe(true);
    expect(schema.safeParse({ frequency: 'BIWEEKLY', lastPaidOn: '2025-05-27' }).success).toBe(true);
    expect(firstIssue(schema.safeParse({ frequency: 'WEEKLY', lastPaidOn: '2025-06-02' }))).toEqual({
      path: 'lastPaidOn',
      message: 'The last payday must be within the last 7 days',
    });
    expect(firstIssue(schema.safeParse({ frequency: 'BIWEEKLY', lastPaidOn: '2025-05-26' }))).toEqual({
      path: 'lastPaidOn',
      message: 'The last payday must be within the last 14 days',
    });
  });

  it('refuses a last payday in the future or that is not a date', () => {
    expect(firstIssue(schema.safeParse({ frequency: 'BIWEEKLY', lastPaidOn: '2025-06-11' }))).toEqual({
      path: 'lastPaidOn',
      message: 'The last payday cannot be in the future',
    });
    for (const lastPaidOn of ['2025-02-30', '06-10-2025', '']) {
      expect(firstIssue(schema.safeParse({ frequency: 'WEEKLY', lastPaidOn }))).toEqual({
        path: 'lastPaidOn',
        message: 'Enter the last payday as a real date, YYYY-MM-DD',
      });
    }
    expect(firstIssue(schema.safeParse({ frequency: 'WEEKLY' }))?.path).toBe('lastPaidOn');
  });

  it('names the frequency when it is missing or unknown', () => {
    for (const body of [{}, { frequency: 'DAILY' }, { frequency: 'weekly' }]) {
      expect(firstIssue(schema.safeParse(body))).toEqual({
        path: 'frequency',
        message: 'Choose a pay frequency: WEEKLY, BIWEEKLY, TWICE_A_MONTH or MONTHLY',
      });
    }
  });

  it('takes the 15th and the last day when no twice-a-month days are given', () => {
    expect(schema.parse({ frequency: 'TWICE_A_MONTH' })).toEqual({
      frequency: 'TWICE_A_MONTH',
      firstPaycheckDay: 15,
      secondPaycheckDay: 'LAST',
    });
    expect(schema.parse({ frequency: 'TWICE_A_MONTH', firstPaycheckDay: 1, secondPaycheckDay: 16 })).toEqual({
      frequency: 'TWICE_A_MONTH',
      firstPaycheckDay: 1,
      secondPaycheckDay: 16,
    });
  });

  it.each([
    [{ firstPaycheckDay: 15, secondPaycheckDay: 15 }, 'secondPaycheckDay', 'must come after the first'],
    [{ firstPaycheckDay: 'LAST', secondPaycheckDay: 15 }, 'secondPaycheckDay', 'must come after the first'],
    [{ firstPaycheckDay: 'LAST', secondPaycheckDay: 'LAST' }, 'secondPaycheckDay', 'must come after the first'],
    [{ firstPaycheckDay: 1 }, 'secondPaycheckDay', 'Choose the second paycheck day'],
    [{ secondPaycheckDay: 20 }, 'firstPaycheckDay', 'Choose the first paycheck day'],
    [{ firstPaycheckDay: 0, secondPaycheckDay: 15 }, 'firstPaycheckDay', 'The first paycheck day must be'],
    [{ firstPaycheckDay: 1, secondPaycheckDay: 32 }, 'secondPaycheckDay', 'The second paycheck day must be'],
    [{ firstPaycheckDay: 1.5, secondPaycheckDay: 15 }, 'firstPaycheckDay', 'The first paycheck day must be'],
    [{ firstPaycheckDay: '1', secondPaycheckDay: 15 }, 'firstPaycheckDay', 'The first paycheck day must be'],
  ])('refuses twice-a-month days %j', (days, path, message) => {
    const issue = firstIssue(schema.safeParse({ frequency: 'TWICE_A_MONTH', ...days }));
    expect(issue?.path).toBe(path);
    expect(issue?.message).toContain(message);
  });

  it('takes a monthly day of the month or a weekday of a week', () => {
    expect(schema.parse({ frequency: 'MONTHLY', dayOfMonth: 31 })).toEqual({ frequency: 'MONTHLY', dayOfMonth: 31 });
    expect(schema.parse({ frequency: 'MONTHLY', dayOfMonth: 'LAST' })).toEqual({
      frequency: 'MONTHLY',
      dayOfMonth: 'LAST',
    });
    expect(schema.parse({ frequency: 'MONTHLY', weekday: 'FRIDAY', weekOfMonth: 'LAST' })).toEqual({
      frequency: 'MONTHLY',
      weekday: 'FRIDAY',
      weekOfMonth: 'LAST',
    });
  });

  it.each([
    [{}, 'dayOfMonth', 'Choose a day of the month, or a weekday and week of the month'],
    [{ dayOfMonth: 5, weekday: 'MONDAY', weekOfMonth: 'FIRST' }, 'dayOfMonth', 'not both'],
    [{ weekday: 'MONDAY' }, 'weekOfMonth', 'Choose the week of the month you get paid'],
    [{ weekOfMonth: 'FIRST' }, 'weekday', 'Choose the weekday you get paid'],
    [{ weekday: 'SATURDAY', weekOfMonth: 'FIRST' }, 'weekday', 'The weekday must be one of MONDAY to FRIDAY'],
    [{ weekday: 'MONDAY', weekOfMonth: 'FIFTH' }, 'weekOfMonth', 'The week of the month must be'],
    [{ dayOfMonth: 40 }, 'dayOfMonth', 'The day of the month must be a day of the month from 1 to 31, or LAST'],
  ])('refuses monthly %j', (fields, path, message) => {
    const issue = firstIssue(schema.safeParse({ frequency: 'MONTHLY', ...fields }));
    expect(issue?.path).toBe(path);
    expect(issue?.message).toContain(message);
  });

  it('refuses a today that is not a date', () => {
    expect(() => payScheduleInputSchema('2025-13-01')).toThrow(RangeError);
  });
});

describe('payScheduleSchema', () => {
  it('keeps a stored schedule valid however long ago its last payday was', () => {
    expect(payScheduleSchema.safeParse({ frequency: 'BIWEEKLY', lastPaidOn: '2020-01-03' }).success).toBe(true);
    expect(payScheduleSchema.safeParse({ frequency: 'BIWEEKLY', lastPaidOn: '2020-01-32' }).success).toBe(false);
  });
});

describe('nextPaydays', () => {
  it('steps weekly and moves a Friday holiday to the Thursday', () => {
    const weekly: PaySchedule = { frequency: 'WEEKLY', lastPaidOn: '2025-06-06' };
    expect(nextPaydays(weekly, { today: '2025-06-10', count: 5 })).toEqual([
      '2025-06-13',
      '2025-06-20',
      '2025-06-27',
      '2025-07-03', // Independence Day is a Friday
      '2025-07-11',
    ]);
    // Juneteenth 2025 is a Thursday: a Thursday payday moves to Wednesday.
    expect(nextPaydays({ frequency: 'WEEKLY', lastPaidOn: '2025-06-12' }, { today: '2025-06-13', count: 1 })).toEqual([
      '2025-06-18',
    ]);
  });

  it('counts today as a payday, but not one moved to before today', () => {
    const weekly: PaySchedule = { frequency: 'WEEKLY', lastPaidOn: '2025-06-27' };
    expect(nextPaydays(weekly, { today: '2025-07-03', count: 2 })).toEqual(['2025-07-03', '2025-07-11']);
    expect(nextPaydays(weekly, { today: '2025-07-04', count: 2 })).toEqual(['2025-07-11', '2025-07-18']);
  });

  it('keeps the biweekly rhythm of the scheduled date, not the moved one', () => {
    // Christmas 2025 is a Thursday; the payday moves to Wednesday, the next stays two weeks after Christmas.
    expect(nextPaydays({ frequency: 'BIWEEKLY', lastPaidOn: '2025-12-11' }, { today: '2025-12-15', count: 3 })).toEqual(
      ['2025-12-24', '2026-01-08', '2026-01-22'],
    );
    // A last payday given on a Saturday keeps the Saturday rhythm even after a move past a Friday holiday.
    expect(nextPaydays({ frequency: 'BIWEEKLY', lastPaidOn: '2025-07-05' }, { today: '2025-07-07', count: 2 })).toEqual(
      ['2025-07-18', '2025-08-01'],
    );
    // Monday paydays meet Martin Luther King, Jr. Day and Washington's Birthday.
    expect(nextPaydays({ frequency: 'BIWEEKLY', lastPaidOn: '2026-01-05' }, { today: '2026-01-06', count: 3 })).toEqual(
      ['2026-01-16', '2026-02-02', '2026-02-13'],
    );
  });

  it('pays twice a month on the 15th and the last day, early on weekends', () => {
    const schedule: PaySchedule = { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15, secondPaycheckDay: 'LAST' };
    expect(nextPaydays(schedule, { today: '2026-01-01', count: 6 })).toEqual([
      '2026-01-15',
      '2026-01-30', // Jan 31 is a Saturday
      '2026-02-13', // Feb 15 is a Sunday and Feb 16 a holiday anyway
      '2026-02-27', // Feb 28 is a Saturday
      '2026-03-13',
      '2026-03-31',
    ]);
  });

  it('merges two paychecks that land on the same bank day', () => {
    const schedule: PaySchedule = { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 30, secondPaycheckDay: 31 };
    expect(nextPaydays(schedule, { today: '2026-01-29', count: 4 })).toEqual([
      '2026-01-30', // Jan 31 is a Saturday and moves onto the 30th
      '2026-02-27', // both are Feb 28, a Saturday
      '2026-03-30',
      '2026-03-31',
    ]);
  });

  it('takes days 29 to 31 as the last day of a shorter month, in leap and other years', () => {
    expect(nextPaydays({ frequency: 'MONTHLY', dayOfMonth: 31 }, { today: '2028-01-15', count: 4 })).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-28', // Apr 30 is a Sunday
    ]);
    expect(nextPaydays({ frequency: 'MONTHLY', dayOfMonth: 29 }, { today: '2025-02-01', count: 3 })).toEqual([
      '2025-02-28',
      '2025-03-28', // Mar 29 is a Saturday
      '2025-04-29',
    ]);
    expect(nextPaydays({ frequency: 'MONTHLY', dayOfMonth: 'LAST' }, { today: '2024-02-01', count: 1 })).toEqual([
      '2024-02-29',
    ]);
  });

  it('moves a payday on the 1st from New Year’s Day to December 31', () => {
    expect(nextPaydays({ frequency: 'MONTHLY', dayOfMonth: 1 }, { today: '2025-12-02', count: 3 })).toEqual([
      '2025-12-31',
      '2026-01-30', // Feb 1 is a Sunday
      '2026-02-27', // Mar 1 is a Sunday
    ]);
    // New Year's Day 2022 is a Saturday, which banks do not observe on Friday December 31.
    expect(nextPaydays({ frequency: 'MONTHLY', dayOfMonth: 1 }, { today: '2021-12-15', count: 1 })).toEqual([
      '2021-12-31',
    ]);
  });

  it('pays on a weekday of a week of the month', () => {
    const lastFriday: PaySchedule = { frequency: 'MONTHLY', weekday: 'FRIDAY', weekOfMonth: 'LAST' };
    expect(nextPaydays(lastFriday, { today: '2025-11-01', count: 3 })).toEqual([
      '2025-11-28',
      '2025-12-26',
      '2026-01-30',
    ]);
    const firstMonday: PaySchedule = { frequency: 'MONTHLY', weekday: 'MONDAY', weekOfMonth: 'FIRST' };
    expect(nextPaydays(firstMonday, { today: '2026-08-15', count: 2 })).toEqual(['2026-09-04', '2026-10-05']);
    const fourthThursday: PaySchedule = { frequency: 'MONTHLY', weekday: 'THURSDAY', weekOfMonth: 'FOURTH' };
    expect(nextPaydays(fourthThursday, { today: '2026-11-01', count: 1 })).toEqual(['2026-11-25']);
  });

  it('refuses a bad count or today', () => {
    const schedule: PaySchedule = { frequency: 'MONTHLY', dayOfMonth: 1 };
    expect(nextPaydays(schedule, { today: '2025-01-01', count: 0 })).toEqual([]);
    expect(() => nextPaydays(schedule, { today: '2025-01-01', count: -1 })).toThrow(RangeError);
    expect(() => nextPaydays(schedule, { today: '2025-01-01', count: 1.5 })).toThrow(RangeError);
    expect(() => nextPaydays(schedule, { today: '2025-02-29', count: 1 })).toThrow(RangeError);
  });
});

const dayArb = fc.integer({ min: dayNumberOf('1990-01-01'), max: dayNumberOf('2090-12-31') });
const paycheckDayArb: fc.Arbitrary<PaycheckDay> = fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constant('LAST'));
const order = (day: PaycheckDay) => (day === 'LAST' ? 32 : day);
const scheduleArb: fc.Arbitrary<PaySchedule> = fc.oneof(
  fc.record({ frequency: fc.constantFrom('WEEKLY' as const, 'BIWEEKLY' as const), lastPaidOn: dayArb.map(isoDateOf) }),
  fc
    .tuple(paycheckDayArb, paycheckDayArb)
    .filter(([a, b]) => order(a) < order(b))
    .map(([firstPaycheckDay, secondPaycheckDay]) => ({
      frequency: 'TWICE_A_MONTH' as const,
      firstPaycheckDay,
      secondPaycheckDay,
    })),
  paycheckDayArb.map((dayOfMonth) => ({ frequency: 'MONTHLY' as const, dayOfMonth })),
  fc.record({
    frequency: fc.constant('MONTHLY' as const),
    weekday: fc.constantFrom(...paydayWeekdays),
    weekOfMonth: fc.constantFrom(...weeksOfMonth),
  }),
);

/**
 * A day-by-day oracle written from the rules, not from the implementation: a calendar day is
 * scheduled when it matches the schedule; it is paid on the last bank business day on or before it.
 */
function isScheduled(schedule: PaySchedule, iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  const day = date.getUTCDate();
  const monthLength = daysInMonth(date.getUTCFullYear(), date.getUTCMonth());
  const matches = (paycheckDay: PaycheckDay) =>
    paycheckDay === 'LAST' ? day === monthLength : day === Math.min(paycheckDay, monthLength);
  switch (schedule.frequency) {
    case 'WEEKLY':
    case 'BIWEEKLY': {
      const period = schedule.frequency === 'WEEKLY' ? 7 : 14;
      const elapsed = daysBetween(schedule.lastPaidOn, iso);
      return ((elapsed % period) + period) % period === 0;
    }
    case 'TWICE_A_MONTH':
      return matches(schedule.firstPaycheckDay) || matches(schedule.secondPaycheckDay);
    case 'MONTHLY': {
      if ('dayOfMonth' in schedule) return matches(schedule.dayOfMonth);
      if (date.getUTCDay() !== paydayWeekdays.indexOf(schedule.weekday) + 1) return false;
      if (schedule.weekOfMonth === 'LAST') return day + 7 > monthLength;
      return Math.ceil(day / 7) === weeksOfMonth.indexOf(schedule.weekOfMonth) + 1;
    }
  }
}

function oraclePaydays(schedule: PaySchedule, today: string, count: number): string[] {
  const paid: string[] = [];
  for (let day = dayNumberOf(today); paid.length < count; day += 1) {
    if (!isScheduled(schedule, isoDateOf(day))) continue;
    let payday = day;
    while (!isBankBusinessDay(isoDateOf(payday))) payday -= 1;
    const iso = isoDateOf(payday);
    if (iso >= today && iso !== paid.at(-1)) paid.push(iso);
  }
  return paid;
}

describe('nextPaydays properties', () => {
  const input = fc.record({
    schedule: scheduleArb,
    today: dayArb.map(isoDateOf),
    count: fc.integer({ min: 0, max: 30 }),
  });

  it('gives count strictly increasing bank business days on or after today, the same each time', () => {
    fc.assert(
      fc.property(input, ({ schedule, today, count }) => {
        const paydays = nextPaydays(schedule, { today, count });
        expect(paydays).toHaveLength(count);
        expect(paydays.every((date, i) => i === 0 || (paydays[i - 1] ?? '') < date)).toBe(true);
        expect(paydays.every((date) => date >= today && isBankBusinessDay(date))).toBe(true);
        expect(nextPaydays(schedule, { today, count })).toEqual(paydays);
      }),
    );
  });

  it('agrees with a day-by-day reading of the schedule', () => {
    fc.assert(
      fc.property(input, ({ schedule, today, count }) => {
        expect(nextPaydays(schedule, { today, count })).toEqual(oraclePaydays(schedule, today, count));
      }),
    );
  });

  it('gives the first paydays of a longer list as a shorter list', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 30 }), ({ schedule, today, count }, extra) => {
        expect(nextPaydays(schedule, { today, count: count + extra }).slice(0, count)).toEqual(
          nextPaydays(schedule, { today, count }),
        );
      }),
    );
  });

  it('accepts every generated schedule through the stored schema unchanged', () => {
    fc.assert(
      fc.property(scheduleArb, (schedule) => {
        expect(payScheduleSchema.parse(schedule)).toEqual(schedule);
      }),
    );
  });
});
