import { describe, expect, it } from 'vitest';
import { describeSchedule } from './describe-schedule';

describe('describeSchedule', () => {
  it('says each kind of schedule in words', () => {
    expect(describeSchedule({ frequency: 'WEEKLY', lastPaidOn: '2025-06-06' })).toBe('Every week on Friday');
    expect(describeSchedule({ frequency: 'BIWEEKLY', lastPaidOn: '2025-06-03' })).toBe('Every two weeks on Tuesday');
    expect(describeSchedule({ frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15, secondPaycheckDay: 'LAST' })).toBe(
      'Twice a month, on the 15th and the last day of the month',
    );
    expect(describeSchedule({ frequency: 'TWICE_A_MONTH', firstPaycheckDay: 1, secondPaycheckDay: 22 })).toBe(
      'Twice a month, on the 1st and the 22nd',
    );
    expect(describeSchedule({ frequency: 'MONTHLY', dayOfMonth: 3 })).toBe('Monthly, on the 3rd');
    expect(describeSchedule({ frequency: 'MONTHLY', dayOfMonth: 'LAST' })).toBe(
      'Monthly, on the last day of the month',
    );
    expect(describeSchedule({ frequency: 'MONTHLY', weekday: 'FRIDAY', weekOfMonth: 'LAST' })).toBe(
      'Monthly, on the last Friday',
    );
    expect(describeSchedule({ frequency: 'MONTHLY', weekday: 'MONDAY', weekOfMonth: 'SECOND' })).toBe(
      'Monthly, on the second Monday',
    );
  });

  it('leaves the weekday out when a weekly payday was given on a weekend', () => {
    expect(describeSchedule({ frequency: 'WEEKLY', lastPaidOn: '2025-06-07' })).toBe('Every week');
  });
});
