import { describe, expect, it } from 'vitest';
import { bankSourceValue, sourceName, sourceOf, sourceOptions } from './deposit-sources';
import { firstDates, scheduleSentence } from './schedule-summary';

describe('a recurring deposit in words', () => {
  it('lists the first dates from the calendar module, keeping the day of the month', () => {
    expect(firstDates('2027-01-31', 'MONTHLY')).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
    expect(firstDates('2026-12-01', 'BIWEEKLY')).toEqual(['2026-12-01', '2026-12-15', '2026-12-29']);
  });

  it('says how much, from where, how often and from when', () => {
    expect(scheduleSentence('BIWEEKLY', '2026-12-01', 5_000, 'your checking account')).toBe(
      '$50.00 from your checking account every two weeks, first on Tue, Dec 1, 2026.',
    );
  });
});

describe('deposit sources', () => {
  const banks = [{ id: 'a1', label: 'Test Bank ••1234' }];

  it('offers checking only to a member who has it, then each linked account', () => {
    expect(sourceOptions(true, banks)).toEqual([
      { value: 'CHECKING', label: 'Checking' },
      { value: 'bank:a1', label: 'Test Bank ••1234' },
    ]);
    expect(sourceOptions(false, banks)).toEqual([{ value: 'bank:a1', label: 'Test Bank ••1234' }]);
  });

  it('reads a choice back, and nothing from an empty one', () => {
    expect(sourceOf('CHECKING')).toEqual({ kind: 'CHECKING' });
    expect(sourceOf(bankSourceValue('a1'))).toEqual({ kind: 'LINKED_BANK', linkedAccountId: 'a1' });
    expect(sourceOf('')).toBeNull();
    expect(sourceOf('bank:')).toBeNull();
    expect(sourceName('bank:a1', banks)).toBe('Test Bank ••1234');
  });
});
