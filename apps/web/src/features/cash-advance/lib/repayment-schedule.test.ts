import { describe, expect, it } from 'vitest';
import { allowedRepaymentDates, scheduleLimitText, scheduleProblems, splitEvenly } from './repayment-schedule';

// Tuesday 10 November 2026; the advance's repayment date is Tuesday the 24th, so the latest is 8 December.
const today = '2026-11-10';
const advance = { repaymentDate: '2026-11-24', arrivesOn: today, outstanding: 10799, scheduleChangesLeft: 2 };

describe('allowedRepaymentDates', () => {
  it('lists bank business days from tomorrow to the latest date, without weekends and holidays', () => {
    const dates = allowedRepaymentDates(today, today, '2026-12-08');
    // Wednesday the 11th is Veterans Day, a bank holiday.
    expect(dates[0]).toBe('2026-11-12');
    expect(dates.at(-1)).toBe('2026-12-08');
    expect(dates).not.toContain('2026-11-14'); // Saturday
    expect(dates).not.toContain('2026-11-26'); // Thanksgiving
    expect(dates).not.toContain(today);
    expect(dates).toHaveLength(18);
  });

  it('starts after the day a standard delivery arrives, not before the money is there', () => {
    // Asked for on Friday the 20th after the cut-off: the money arrives Wednesday the 25th.
    const dates = allowedRepaymentDates('2026-11-20', '2026-11-25', '2026-12-08');
    expect(dates[0]).toBe('2026-11-27'); // Thursday the 26th is Thanksgiving
    expect(dates).not.toContain('2026-11-23');
    expect(dates).not.toContain('2026-11-25');
    expect(
      scheduleLimitText({ today: '2026-11-20', arrivesOn: '2026-11-25', latest: '2026-12-08', changesLeft: 2 }),
    ).toContain('from Nov 27, 2026');
  });

  it('is empty when the latest date has passed', () => {
    expect(allowedRepaymentDates(today, today, '2026-11-10')).toEqual([]);
  });
});

describe('scheduleLimitText', () => {
  it('says the dates, the smallest part and the changes left', () => {
    expect(scheduleLimitText({ today, arrivesOn: today, latest: '2026-12-08', changesLeft: 2 })).toBe(
      'Pick a bank business day from Nov 12, 2026 to Dec 8, 2026. Each part is at least $5.00, and the parts add up to what you owe. You can change this repayment 2 more times.',
    );
    expect(scheduleLimitText({ today, arrivesOn: today, latest: '2026-12-08', changesLeft: 1 })).toContain(
      '1 more time.',
    );
    expect(scheduleLimitText({ today, arrivesOn: today, latest: '2026-12-08', changesLeft: 0 })).toContain(
      'You have used the 2 changes each advance allows.',
    );
  });
});

describe('splitEvenly', () => {
  it('splits into whole dollars, the first part taking the rest', () => {
    expect(splitEvenly(10799, 2)).toEqual([5499, 5300]);
    expect(splitEvenly(10000, 3)).toEqual([3400, 3300, 3300]);
    expect(splitEvenly(10799, 1)).toEqual([10799]);
  });
});

describe('scheduleProblems', () => {
  it('allows moving the whole amount to a business day within the limit', () => {
    expect(scheduleProblems(advance, today, [{ dueOn: '2026-12-01', amount: 10799 }])).toEqual({});
  });

  it('allows a split of parts of at least $5 adding up to what is owed', () => {
    expect(
      scheduleProblems(advance, today, [
        { dueOn: '2026-11-27', amount: 5499 },
        { dueOn: '2026-12-04', amount: 5300 },
      ]),
    ).toEqual({});
  });

  it('refuses a date past the limit, a weekend, a part under $5 and parts that do not add up', () => {
    expect(scheduleProblems(advance, today, [{ dueOn: '2026-12-09', amount: 10799 }])).toHaveProperty('parts.0.dueOn');
    expect(scheduleProblems(advance, today, [{ dueOn: '2026-11-28', amount: 10799 }])).toHaveProperty('parts.0.dueOn');
    expect(
      scheduleProblems(advance, today, [
        { dueOn: '2026-11-27', amount: 10399 },
        { dueOn: '2026-12-04', amount: 400 },
      ]),
    ).toHaveProperty(['parts.1.amount'], 'Each part is at least $5');
    expect(scheduleProblems(advance, today, [{ dueOn: '2026-12-01', amount: 10000 }])).toHaveProperty('parts');
  });

  it('refuses any change once the changes are used up', () => {
    expect(
      scheduleProblems({ ...advance, scheduleChangesLeft: 0 }, today, [{ dueOn: '2026-12-01', amount: 10799 }]),
    ).toHaveProperty('parts');
  });
});
