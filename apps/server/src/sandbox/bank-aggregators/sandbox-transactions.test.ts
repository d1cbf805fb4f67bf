import { dayNumberOf, isoDateOf, weekdayOf, yearMonthOf } from '@fernleaf/contract/calendar/days';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SandboxAccount } from './sandbox-accounts.ts';
import {
  HISTORY_DAYS,
  type SandboxTransaction,
  sandboxBalance,
  sandboxOpeningBalance,
  sandboxPaySchedule,
  sandboxTransactions,
} from './sandbox-transactions.ts';
import { TRANSACTION_CATEGORIES } from './transaction-categories.ts';
import { isBusinessDay, lastBusinessDayOfMonth, onOrBeforeBusinessDay } from './utc-days.ts';

function account(providerAccountId: string, type: SandboxAccount['type'] = 'CHECKING'): SandboxAccount {
  return {
    providerAccountId,
    type,
    name: type === 'CHECKING' ? 'Checking' : 'Savings',
    mask: '0000',
    accountNumber: '1000000000',
    routingNumber: '021000021',
  };
}

const accountIds = fc.stringMatching(/^acc_[0-9a-f]{24}$/);
const anyAccount = fc
  .tuple(accountIds, fc.constantFrom<SandboxAccount['type']>('CHECKING', 'SAVINGS'))
  .map(([id, type]) => account(id, type));
const asOfDates = fc.integer({ min: dayNumberOf('2001-01-01'), max: dayNumberOf('2045-12-31') }).map(isoDateOf);

const categories: ReadonlySet<string> = new Set(TRANSACTION_CATEGORIES);

const withoutPending = ({ pending: _pending, ...rest }: SandboxTransaction) => rest;
const total = (transactions: readonly SandboxTransaction[]) => transactions.reduce((sum, t) => sum + t.amountCents, 0);

describe('sandboxTransactions', () => {
  it('gives the same history for the same account and day', () => {
    fc.assert(
      fc.property(anyAccount, asOfDates, (acc, asOf) => {
        expect(sandboxTransactions(acc, { asOf })).toEqual(sandboxTransactions({ ...acc }, { asOf }));
      }),
      { numRuns: 20 },
    );
  });

  it('agrees on every date two windows share, whatever day each was asked on', () => {
    fc.assert(
      fc.property(anyAccount, asOfDates, fc.integer({ min: 1, max: 400 }), (acc, earlier, gap) => {
        const later = isoDateOf(dayNumberOf(earlier) + gap);
        const laterStart = isoDateOf(dayNumberOf(later) - HISTORY_DAYS);
        const fromEarlier = sandboxTransactions(acc, { asOf: earlier }).filter((t) => t.postedOn >= laterStart);
        const fromLater = sandboxTransactions(acc, { asOf: later }).filter((t) => t.postedOn <= earlier);
        // Only whether a purchase has settled may differ: it is pending in the last two days of a window.
        expect(fromEarlier.map(withoutPending)).toEqual(fromLater.map(withoutPending));
        const stillPendingFrom = isoDateOf(dayNumberOf(later) - 1);
        expect(fromLater.filter((t) => t.pending).every((t) => t.postedOn >= stillPendingFrom)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('covers the 365 days before asOf and asOf itself, oldest first, with unique ids', () => {
    fc.assert(
      fc.property(anyAccount, asOfDates, (acc, asOf) => {
        const transactions = sandboxTransactions(acc, { asOf });
        const start = isoDateOf(dayNumberOf(asOf) - 365);
        expect(transactions.length).toBeGreaterThan(acc.type === 'CHECKING' ? 300 : 20);
        for (const t of transactions) {
          expect(t.postedOn >= start && t.postedOn <= asOf).toBe(true);
          expect(Number.isSafeInteger(t.amountCents) && t.amountCents !== 0).toBe(true);
          expect(categories.has(t.category), t.category).toBe(true);
          expect(t.description.trim()).not.toBe('');
          expect(t.providerTransactionId).toMatch(/^txn_[0-9a-f]{24}$/);
        }
        const dates = transactions.map((t) => t.postedOn);
        expect(dates).toEqual([...dates].sort());
        expect(new Set(transactions.map((t) => t.providerTransactionId)).size).toBe(transactions.length);
        expect(Number.isSafeInteger(total(transactions))).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('marks only the card purchases of asOf and the day before as pending', () => {
    fc.assert(
      fc.property(accountIds, asOfDates, (id, asOf) => {
        const dayBefore = isoDateOf(dayNumberOf(asOf) - 1);
        for (const t of sandboxTransactions(account(id), { asOf })) {
          const recent = t.postedOn >= dayBefore;
          const cardPurchase = [
            'GROCERIES',
            'RESTAURANTS',
            'GAS',
            'SHOPPING',
            'HEALTH',
            'ENTERTAINMENT',
            'TRAVEL',
            'SUBSCRIPTIONS',
          ].includes(t.category);
          expect(t.pending).toBe(recent && cardPurchase);
          if (t.pending) expect(t.amountCents).toBeLessThan(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a malformed asOf', () => {
    expect(() => sandboxTransactions(account('acc_1'), { asOf: '2025-02-30' })).toThrow(RangeError);
    expect(() => sandboxTransactions(account('acc_1'), { asOf: 'today' })).toThrow(RangeError);
  });
});

describe('sandboxBalance', () => {
  it('never goes below $0 on any day of the year, and adds up to the current and available balances', () => {
    fc.assert(
      fc.property(anyAccount, asOfDates, (acc, asOf) => {
        const transactions = sandboxTransactions(acc, { asOf });
        const opening = sandboxOpeningBalance(acc, { asOf });
        expect(Number.isSafeInteger(opening)).toBe(true);
        expect(opening).toBeGreaterThanOrEqual(0);
        let balance = opening;
        transactions.forEach((t, index) => {
          balance += t.amountCents;
          // End of day: after the day's last transaction.
          if (transactions[index + 1]?.postedOn !== t.postedOn) expect(balance, t.postedOn).toBeGreaterThanOrEqual(0);
        });
        const posted = total(transactions.filter((t) => !t.pending));
        const pending = total(transactions.filter((t) => t.pending));
        const { currentCents, availableCents } = sandboxBalance(acc, { asOf });
        expect(currentCents).toBe(opening + posted);
        expect(availableCents).toBe(currentCents + pending);
        expect(availableCents).toBeGreaterThanOrEqual(0);
        expect(availableCents).toBeLessThanOrEqual(currentCents);
      }),
      { numRuns: 150 },
    );
  });

  it('moves from one day to the next by exactly that day’s transactions', () => {
    fc.assert(
      fc.property(anyAccount, asOfDates, (acc, asOf) => {
        const nextDay = isoDateOf(dayNumberOf(asOf) + 1);
        const today = sandboxBalance(acc, { asOf });
        const tomorrow = sandboxBalance(acc, { asOf: nextDay });
        const tomorrows = sandboxTransactions(acc, { asOf: nextDay }).filter((t) => t.postedOn === nextDay);
        expect(tomorrow.availableCents - today.availableCents).toBe(total(tomorrows));
      }),
      { numRuns: 40 },
    );
  });

  it('opens checking accounts at a plausible balance', () => {
    const openings = Array.from({ length: 200 }, (_, i) =>
      sandboxOpeningBalance(account(`acc_open_${i}`), { asOf: '2026-01-15' }),
    );
    for (const opening of openings) {
      expect(opening).toBeGreaterThanOrEqual(2_500);
      expect(opening).toBeLessThan(2_000_000);
    }
  });
});

describe('checking history', () => {
  it('is paid on business days, on the account’s schedule, close to the typical amount', () => {
    fc.assert(
      fc.property(accountIds, asOfDates, (id, asOf) => {
        const acc = account(id);
        const schedule = sandboxPaySchedule(acc);
        const paydays = sandboxTransactions(acc, { asOf }).filter((t) => t.category === 'INCOME');
        const days = paydays.map((t) => dayNumberOf(t.postedOn));
        for (const t of paydays) {
          expect(isBusinessDay(dayNumberOf(t.postedOn))).toBe(true);
          expect(Math.abs(t.amountCents - schedule.typicalAmountCents)).toBeLessThanOrEqual(
            Math.ceil(schedule.typicalAmountCents * 0.02),
          );
          expect(t.description).toContain(schedule.employer.toUpperCase());
          expect(t.description).toContain('PAYROLL');
        }
        const gaps = days.slice(1).map((day, index) => day - (days[index] as number));
        switch (schedule.frequency) {
          case 'WEEKLY':
            expect(days.every((day) => weekdayOf(day) === 5)).toBe(true);
            expect(new Set(gaps)).toEqual(new Set([7]));
            expect(days.length).toBeGreaterThanOrEqual(52);
            break;
          case 'BIWEEKLY':
            expect(days.every((day) => weekdayOf(day) === 5)).toBe(true);
            expect(new Set(gaps)).toEqual(new Set([14]));
            expect(days.length).toBeGreaterThanOrEqual(26);
            break;
          case 'SEMI_MONTHLY':
            for (const day of days) {
              const month = yearMonthOf(day);
              const fifteenth = onOrBeforeBusinessDay(dayNumberOf(`${isoDateOf(day).slice(0, 8)}15`));
              expect([fifteenth, lastBusinessDayOfMonth(month)]).toContain(day);
            }
            expect(days.length).toBeGreaterThanOrEqual(23);
            break;
          case 'MONTHLY':
            for (const day of days) expect(day).toBe(lastBusinessDayOfMonth(yearMonthOf(day)));
            // A year's window can open the day after one month's payday and close the day before
            // another's, so it holds 11 of them at the least.
            expect(days.length).toBeGreaterThanOrEqual(11);
            break;
        }
      }),
      { numRuns: 80 },
    );
  });

  it('keeps a schedule per account, and pays only checking accounts', () => {
    const frequencies = new Set(
      Array.from({ length: 200 }, (_, i) => sandboxPaySchedule(account(`acc_pay_${i}`)).frequency),
    );
    expect(frequencies).toEqual(new Set(['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY']));
    expect(sandboxPaySchedule(account('acc_x'))).toEqual(sandboxPaySchedule(account('acc_x')));
    expect(() => sandboxPaySchedule(account('acc_x', 'SAVINGS'))).toThrow();
    const savings = sandboxTransactions(account('acc_x', 'SAVINGS'), { asOf: '2026-01-15' });
    expect(savings.some((t) => t.category === 'INCOME')).toBe(false);
  });

  it('reads like a household: housing on the 1st, weekly groceries, monthly bills, spending a bit below pay', () => {
    let income = 0;
    let spending = 0;
    for (let i = 0; i < 40; i++) {
      const transactions = sandboxTransactions(account(`acc_life_${i}`), { asOf: '2025-12-31' });
      const of = (category: string) => transactions.filter((t) => t.category === category);
      expect(of('RENT').map((t) => t.postedOn.slice(8))).toEqual(Array(12).fill('01'));
      const groceries = of('GROCERIES').length;
      expect(groceries).toBeGreaterThanOrEqual(45);
      expect(groceries).toBeLessThanOrEqual(2 * 53);
      expect(of('PHONE')).toHaveLength(12);
      expect(of('UTILITIES').length).toBeGreaterThanOrEqual(24);
      // Each subscription on its own fixed day every month.
      const subscriptionDays = new Map<string, Set<string>>();
      for (const t of of('SUBSCRIPTIONS')) {
        subscriptionDays.set(
          t.description,
          (subscriptionDays.get(t.description) ?? new Set()).add(t.postedOn.slice(8)),
        );
      }
      for (const days of subscriptionDays.values()) expect(days.size).toBe(1);
      expect(of('RESTAURANTS').length).toBeGreaterThan(20);
      income += total(of('INCOME'));
      spending -= total(transactions.filter((t) => t.amountCents < 0 && t.category !== 'TRANSFER'));
    }
    expect(spending / income).toBeGreaterThan(0.8);
    expect(spending / income).toBeLessThan(1);
  });
});

describe('savings history', () => {
  it('has a transfer in and interest every month, and a withdrawal only now and then', () => {
    for (let i = 0; i < 40; i++) {
      const transactions = sandboxTransactions(account(`acc_save_${i}`, 'SAVINGS'), { asOf: '2025-12-31' });
      const transfersIn = transactions.filter((t) => t.category === 'TRANSFER' && t.amountCents > 0);
      const months = new Set(transfersIn.map((t) => t.postedOn.slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(12);
      expect(transactions.filter((t) => t.category === 'INTEREST').length).toBeGreaterThanOrEqual(12);
      expect(transactions.filter((t) => t.amountCents < 0).length).toBeLessThanOrEqual(2);
      expect(transactions.every((t) => !t.pending)).toBe(true);
    }
  });
});
