import { describe, expect, it } from 'vitest';
import {
  earliestRepaymentDate,
  latestRepaymentDate,
  scheduleChangeProblems,
  scheduleChangesLeft,
} from './repayment-schedule-rules.ts';

// Friday 2026-12-04 is the repayment date; today is Monday 2026-11-30.
const base = {
  repaymentDate: '2026-12-04',
  today: '2026-11-30',
  arrivesOn: '2026-11-30',
  outstandingCents: 5000,
  changesSoFar: 0,
};

describe('scheduleChangeProblems', () => {
  it('allows moving to any bank business day from tomorrow to 14 days after the repayment date', () => {
    expect(latestRepaymentDate('2026-12-04')).toBe('2026-12-18');
    expect(scheduleChangeProblems({ ...base, parts: [{ dueOn: '2026-12-01', amount: 5000 }] })).toEqual({});
    expect(scheduleChangeProblems({ ...base, parts: [{ dueOn: '2026-12-18', amount: 5000 }] })).toEqual({});
  });

  it('names each date that is too early, too late, not a business day or repeated', () => {
    const at = (dueOn: string) =>
      scheduleChangeProblems({ ...base, parts: [{ dueOn, amount: 5000 }] })['parts.0.dueOn'];
    expect(at('2026-11-30')).toBe('Choose a date from tomorrow on');
    expect(at('2026-12-21')).toBe('Choose a date no later than December 18, 2026');
    expect(at('2026-12-05')).toBe('Choose a bank business day (not a weekend or bank holiday)');
    expect(at('2026-12-5')).toBe('Choose a date');
    const twice = scheduleChangeProblems({
      ...base,
      parts: [
        { dueOn: '2026-12-07', amount: 2500 },
        { dueOn: '2026-12-07', amount: 2500 },
      ],
    });
    expect(twice).toEqual({ 'parts.1.dueOn': 'Each part needs its own date' });
  });

  it('names the last bank business day when the 14 days end on a holiday: Dec 24, not Christmas', () => {
    // Repaid Fri 2026-12-11: 14 days later is Fri 2026-12-25, Christmas Day, a Federal Reserve holiday.
    const late = scheduleChangeProblems({
      ...base,
      repaymentDate: '2026-12-11',
      parts: [{ dueOn: '2026-12-28', amount: 5000 }],
    });
    expect(late['parts.0.dueOn']).toBe('Choose a date no later than December 24, 2026');
  });

  it('starts after the day the money arrives, around Thanksgiving and Christmas', () => {
    // Asked for on Wednesday 25 November after the cut-off: the money arrives Tuesday 1 December.
    const thanksgiving = { ...base, today: '2026-11-25', arrivesOn: '2026-12-01' };
    expect(earliestRepaymentDate('2026-11-25', '2026-12-01')).toBe('2026-12-02');
    for (const dueOn of ['2026-11-27', '2026-11-30', '2026-12-01']) {
      expect(scheduleChangeProblems({ ...thanksgiving, parts: [{ dueOn, amount: 5000 }] })).toEqual({
        'parts.0.dueOn': 'Choose a date after the money arrives on December 1, 2026',
      });
    }
    expect(scheduleChangeProblems({ ...thanksgiving, parts: [{ dueOn: '2026-12-02', amount: 5000 }] })).toEqual({});
    // Once it has arrived, tomorrow is the first date again.
    expect(earliestRepaymentDate('2026-12-28', '2026-12-22')).toBe('2026-12-29');
  });

  it('skips Christmas Day as a bank holiday', () => {
    const christmas = { ...base, repaymentDate: '2026-12-18', today: '2026-12-20' };
    expect(scheduleChangeProblems({ ...christmas, parts: [{ dueOn: '2026-12-25', amount: 5000 }] })).toEqual({
      'parts.0.dueOn': 'Choose a bank business day (not a weekend or bank holiday)',
    });
  });

  it('splits into at most three parts of at least $5 that add up to what is owed', () => {
    const split = (amounts: number[]) =>
      scheduleChangeProblems({
        ...base,
        parts: amounts.map((amount, index) => ({ dueOn: `2026-12-0${index + 1}`, amount })),
      });
    expect(split([2500, 2500])).toEqual({});
    expect(split([4600, 400])).toEqual({ 'parts.1.amount': 'Each part is at least $5' });
    expect(split([2000, 2000])).toEqual({
      parts: 'The parts add up to $40.00; they must add up to the $50.00 you owe.',
    });
    expect(split([1000, 1000, 1000, 2000])).toEqual({ parts: 'Choose one date, or split into at most 3 parts.' });
    expect(split([])).toEqual({ parts: 'Choose one date, or split into at most 3 parts.' });
  });

  it('allows two changes per advance', () => {
    expect(scheduleChangesLeft(0)).toBe(2);
    expect(scheduleChangesLeft(2)).toBe(0);
    expect(
      scheduleChangeProblems({ ...base, changesSoFar: 2, parts: [{ dueOn: '2026-12-07', amount: 5000 }] }),
    ).toEqual({ parts: 'This repayment was already changed 2 times, the most we allow for one advance.' });
  });
});
