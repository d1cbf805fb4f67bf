import { describe, expect, it } from 'vitest';
import { date, day } from '../../../test/underwriting-test-kit.ts';
import { balanceFindings, historyDaysOf } from './balance-history.ts';
import type { HistoryEntry } from './recurring-income.ts';

function entry(postedOn: string, amountCents: number, description = 'PURCHASE', pending = false): HistoryEntry {
  return { day: day(postedOn), amountCents, category: 'SHOPPING', description, merchantName: null, pending };
}

const asOf = day('2026-03-13');

describe('historyDaysOf', () => {
  it('counts from the oldest transaction to asOf, both included', () => {
    expect(historyDaysOf([], asOf)).toBe(0);
    expect(historyDaysOf([entry('2026-03-13', -100)], asOf)).toBe(1);
    expect(historyDaysOf([entry('2026-03-10', -100), entry('2026-02-14', 500)], asOf)).toBe(28);
    // A transaction dated after asOf is not history yet.
    expect(historyDaysOf([entry('2026-03-20', -100)], asOf)).toBe(0);
  });
});

describe('balanceFindings', () => {
  it('averages the end-of-day balances rebuilt back from the current balance', () => {
    // End of day: Mar 11 $300, Mar 12 $200, Mar 13 $250.
    const history = [entry('2026-03-11', 30_000), entry('2026-03-12', -10_000), entry('2026-03-13', 5_000)];
    expect(balanceFindings(history, 25_000, asOf)).toEqual({ averageDailyBalanceCents: 25_000, overdraftDays: [] });
  });

  it('leaves pending transactions out: the current balance does not hold them yet', () => {
    const history = [entry('2026-03-12', 30_000), entry('2026-03-13', -20_000, 'PURCHASE', true)];
    expect(balanceFindings(history, 30_000, asOf).averageDailyBalanceCents).toBe(30_000);
  });

  it('looks at the last 90 days only, even in a longer history', () => {
    const start = asOf - 119;
    const history = [
      entry(date(start), 1_000_000),
      // Spent on the 30th day before the window: the window holds $0 every day.
      entry(date(asOf - 90), -1_000_000),
    ];
    expect(balanceFindings(history, 0, asOf).averageDailyBalanceCents).toBe(0);
    // Spent on the window's first day instead: every day of it ends at $0 too.
    const history2 = [entry(date(start), 1_000_000), entry(date(asOf - 89), -1_000_000)];
    expect(balanceFindings(history2, 0, asOf).averageDailyBalanceCents).toBe(0);
    // Spent on its second day: one day of $10,000 in 90.
    const history3 = [entry(date(start), 1_000_000), entry(date(asOf - 88), -1_000_000)];
    expect(balanceFindings(history3, 0, asOf).averageDailyBalanceCents).toBe(Math.round(1_000_000 / 90));
  });

  it('counts a day once whether it ended below $0, holds an OVERDRAFT or NSF item, or both', () => {
    const history = [
      entry('2025-11-03', 10_000),
      entry('2026-01-05', 50_000),
      // Below $0 for two days (Mar 2 and 3), with an overdraft fee on the first.
      entry('2026-03-02', -60_000),
      entry('2026-03-02', -3_500, 'OVERDRAFT ITEM FEE'),
      entry('2026-03-04', 20_000),
      // A returned item that did not take the balance below $0.
      entry('2026-03-09', -3_400, 'NSF RETURNED ITEM FEE'),
      // Older than 90 days: not counted.
      entry('2025-12-01', -3_500, 'OVERDRAFT FEE'),
      // Words inside other words are not the fee.
      entry('2026-03-10', -100, 'TRANSFER TO SAVINGS'),
    ];
    const current = history.reduce((sum, t) => sum + t.amountCents, 0);
    expect(current).toBe(9_500);
    const { overdraftDays } = balanceFindings(history, current, asOf);
    expect(overdraftDays.map(date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-09']);
  });

  it('with no history, the current balance is the average', () => {
    expect(balanceFindings([], 12_345, asOf)).toEqual({ averageDailyBalanceCents: 12_345, overdraftDays: [] });
    expect(balanceFindings([], -500, asOf).overdraftDays).toEqual([asOf]);
  });
});
