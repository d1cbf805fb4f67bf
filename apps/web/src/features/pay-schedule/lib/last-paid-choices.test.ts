import { paydayWeekdays } from '@fernleaf/contract/pay-schedule';
import { describe, expect, it } from 'vitest';
import { lastPaidChoices } from './last-paid-choices';

// Tuesday 10 June 2025.
const today = '2025-06-10';

describe('lastPaidChoices', () => {
  it('offers the payday weekday within the last week, newest first', () => {
    expect(lastPaidChoices('WEEKLY', 'FRIDAY', today)).toEqual(['2025-06-06']);
    expect(lastPaidChoices('WEEKLY', 'WEDNESDAY', today)).toEqual(['2025-06-04']);
  });

  it('offers today and a week ago when today is payday: the window holds both', () => {
    expect(lastPaidChoices('WEEKLY', 'TUESDAY', today)).toEqual(['2025-06-10', '2025-06-03']);
  });

  it('offers the payday weekday within the last two weeks for a biweekly schedule', () => {
    expect(lastPaidChoices('BIWEEKLY', 'FRIDAY', today)).toEqual(['2025-06-06', '2025-05-30']);
    expect(lastPaidChoices('BIWEEKLY', 'TUESDAY', today)).toEqual(['2025-06-10', '2025-06-03', '2025-05-27']);
  });

  it('always offers at least one date per pay period, none in the future', () => {
    for (const weekday of paydayWeekdays) {
      for (const day of ['2025-06-07', '2025-06-08', '2025-12-31', '2026-01-01']) {
        const weekly = lastPaidChoices('WEEKLY', weekday, day);
        const biweekly = lastPaidChoices('BIWEEKLY', weekday, day);
        expect(weekly.length).toBeGreaterThanOrEqual(1);
        expect(biweekly.length).toBeGreaterThanOrEqual(2);
        for (const choice of [...weekly, ...biweekly]) expect(choice <= day).toBe(true);
      }
    }
  });
});
