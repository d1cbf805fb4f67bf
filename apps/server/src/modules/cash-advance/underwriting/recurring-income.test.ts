import { firstDayOfMonth, lastDayOfMonth } from '@fernleaf/contract/calendar/days';
import { onOrBeforeBankBusinessDay } from '@fernleaf/contract/calendar/us-bank-holidays';
import { describe, expect, it } from 'vitest';
import { jsonCents } from '../../../platform/json-cents.ts';
import { date, datesEvery, day, paycheck, paychecks, purchase } from '../../../test/underwriting-test-kit.ts';
import {
  findRecurringIncome,
  fitsCadence,
  type HistoryEntry,
  halfMonthPaydayOf,
  nextPaydayAfter,
  payerOf,
} from './recurring-income.ts';
import type { UnderwritingTransaction } from './underwriting.ts';

function entries(transactions: readonly UnderwritingTransaction[]): HistoryEntry[] {
  return transactions.map((t) => ({
    day: day(t.postedOn),
    amountCents: jsonCents(t.amountCents),
    category: t.category,
    description: t.description,
    merchantName: t.merchantName,
    pending: t.pending,
  }));
}

const incomeOf = (transactions: readonly UnderwritingTransaction[], asOf: string) =>
  findRecurringIncome(entries(transactions), day(asOf));

/** Gaps in days between consecutive dates. */
const gaps = (dates: readonly string[]) => dates.slice(1).map((d, i) => day(d) - day(dates[i] as string));

/** The sandbox's twice-monthly paydays: the 15th and the last day, moved to the business day before. */
function semiMonthlyDates(year: number, fromMonth: number, toMonth: number): string[] {
  const dates: string[] = [];
  for (let month = fromMonth; month <= toMonth; month++) {
    dates.push(date(onOrBeforeBankBusinessDay(firstDayOfMonth(year, month) + 14)));
    dates.push(date(onOrBeforeBankBusinessDay(lastDayOfMonth(year, month))));
  }
  return dates;
}

function monthEndDates(year: number, fromMonth: number, toMonth: number): string[] {
  const dates: string[] = [];
  for (let month = fromMonth; month <= toMonth; month++) {
    dates.push(date(onOrBeforeBankBusinessDay(lastDayOfMonth(year, month))));
  }
  return dates;
}

describe('payerOf', () => {
  it('takes the merchant name when the bank gives one', () => {
    expect(payerOf({ description: 'ACME CORP PAYROLL DIR DEP', merchantName: ' Acme  Corp ' })).toBe('Acme Corp');
  });

  it('cleans a description: digits, punctuation and the payroll words around the name go', () => {
    const payer = (description: string) => payerOf({ description, merchantName: null });
    expect(payer('ACME CORP PAYROLL DIR DEP')).toBe('Acme Corp');
    expect(payer('ACME CORP PAYROLL 000412 PPD')).toBe('Acme Corp');
    expect(payer('ACME CORP DES:PAYROLL ID:99812 INDN:DOE PPD')).toBe('Acme Corp');
    expect(payer('DIRECT DEPOSIT ACME CORP')).toBe('Acme Corp');
    expect(payer('GUSTO 7781')).toBe('Gusto');
    expect(payer('PAYROLL 12345')).toBe('Payroll');
  });

  it('puts the merchant-named and description-only credits of one payer together', () => {
    const withMerchant = paycheck('2026-03-06', 200_000);
    const withoutMerchant = { ...paycheck('2026-03-20', 200_000), merchantName: null };
    const income = incomeOf([withMerchant, withoutMerchant], '2026-03-20');
    expect(income).toMatchObject({ payer: 'Acme Corp', paychecksSeen: 2, frequency: 'BIWEEKLY' });
  });
});

describe('the schedules', () => {
  it('WEEKLY: 6 to 8 days apart', () => {
    expect(
      fitsCadence(
        [0, 7, 14, 21].map((d) => 20_000 + d),
        'WEEKLY',
      ),
    ).toBe(true);
    expect(fitsCadence([20_000, 20_006, 20_014], 'WEEKLY')).toBe(true);
    expect(fitsCadence([20_000, 20_005], 'WEEKLY')).toBe(false);
    expect(fitsCadence([20_000, 20_009], 'WEEKLY')).toBe(false);
    const income = incomeOf(paychecks(datesEvery(7, 5, '2026-03-13'), 80_000), '2026-03-14');
    expect(income?.frequency).toBe('WEEKLY');
  });

  it('BIWEEKLY: 13 to 15 days apart', () => {
    expect(fitsCadence([20_000, 20_013, 20_028], 'BIWEEKLY')).toBe(true);
    expect(fitsCadence([20_000, 20_012], 'BIWEEKLY')).toBe(false);
    expect(fitsCadence([20_000, 20_016], 'BIWEEKLY')).toBe(false);
    // Fridays on the 6th and the 20th: nowhere near the 15th and the month's end.
    const income = incomeOf(paychecks(['2026-02-06', '2026-02-20', '2026-03-06'], 200_000), '2026-03-09');
    expect(income?.frequency).toBe('BIWEEKLY');
  });

  it('SEMI_MONTHLY: around the 15th and the month end, judged on the dates they stand for', () => {
    const dates = semiMonthlyDates(2026, 0, 5);
    // March 2026: the 15th is a Sunday (paid the 13th) and the 31st a Tuesday, 18 days apart.
    expect(Math.max(...gaps(dates))).toBe(18);
    expect(fitsCadence(dates.map(day), 'SEMI_MONTHLY')).toBe(true);
    expect(incomeOf(paychecks(dates, 180_000), '2026-06-30')?.frequency).toBe('SEMI_MONTHLY');
    // A half-month skipped is not the schedule.
    expect(fitsCadence(['2026-01-15', '2026-01-30', '2026-02-27'].map(day), 'SEMI_MONTHLY')).toBe(false);
    // Two in one half-month neither.
    expect(fitsCadence(['2026-01-13', '2026-01-16'].map(day), 'SEMI_MONTHLY')).toBe(false);
    // The 1st and the 15th is the same schedule, the 1st standing for the month's end.
    expect(fitsCadence(['2026-01-15', '2026-02-02', '2026-02-13', '2026-03-02'].map(day), 'SEMI_MONTHLY')).toBe(true);
  });

  it('knows which twice-monthly payday a date stands for', () => {
    expect(halfMonthPaydayOf(day('2026-03-13'))).toBe(day('2026-03-15'));
    expect(halfMonthPaydayOf(day('2026-02-27'))).toBe(day('2026-02-28'));
    expect(halfMonthPaydayOf(day('2026-03-02'))).toBe(day('2026-02-28'));
    expect(halfMonthPaydayOf(day('2026-03-08'))).toBeNull();
    expect(halfMonthPaydayOf(day('2026-03-22'))).toBeNull();
  });

  it('MONTHLY: 27 to 33 days apart', () => {
    const dates = monthEndDates(2026, 0, 5);
    expect(gaps(dates)).toEqual([28, 32, 30, 29, 32]);
    expect(incomeOf(paychecks(dates, 420_000), '2026-06-30')?.frequency).toBe('MONTHLY');
    expect(fitsCadence([20_000, 20_027, 20_060], 'MONTHLY')).toBe(true);
    expect(fitsCadence([20_000, 20_026], 'MONTHLY')).toBe(false);
    expect(fitsCadence([20_000, 20_034], 'MONTHLY')).toBe(false);
    // On the 5th of each month: not near the 15th nor the month's end.
    const fifths = ['2026-01-05', '2026-02-05', '2026-03-05', '2026-04-03'];
    expect(incomeOf(paychecks(fifths, 300_000), '2026-04-10')?.frequency).toBe('MONTHLY');
  });

  it('finds nothing in gaps that fit no schedule', () => {
    expect(incomeOf(paychecks(['2026-01-02', '2026-01-12', '2026-01-22'], 100_000), '2026-01-23')).toBeNull();
    expect(incomeOf(paychecks(['2026-01-02', '2026-02-23'], 100_000), '2026-02-24')).toBeNull();
  });
});

describe('findRecurringIncome', () => {
  it('needs two credits of $100 or more from the payer', () => {
    expect(incomeOf([paycheck('2026-03-13', 200_000)], '2026-03-13')).toBeNull();
    expect(incomeOf(paychecks(datesEvery(7, 6, '2026-03-13'), 9_999), '2026-03-13')).toBeNull();
    expect(incomeOf(paychecks(datesEvery(7, 2, '2026-03-13'), 10_000), '2026-03-13')).toMatchObject({
      frequency: 'WEEKLY',
      typicalAmountCents: 10_000,
      paychecksSeen: 2,
    });
  });

  it('keeps a payer whose credits stay within 25% of their median, and ignores one that varies more', () => {
    const dates = datesEvery(14, 3, '2026-03-13');
    const within = [paycheck(dates[0] as string, 150_000), ...paychecks(dates.slice(1), 200_000)];
    expect(incomeOf(within, '2026-03-13')?.typicalAmountCents).toBe(200_000);
    const beyond = [paycheck(dates[0] as string, 149_999), ...paychecks(dates.slice(1), 200_000)];
    expect(incomeOf(beyond, '2026-03-13')).toBeNull();
    // Wildly varying credits from a marketplace, beside a steady employer: the employer is the pay.
    const marketplace = [12_000, 95_000, 31_000, 260_000, 15_500].map((amount, index) =>
      paycheck(datesEvery(7, 5, '2026-03-12')[index] as string, amount, 'Resale Market'),
    );
    const income = incomeOf([...marketplace, ...paychecks(dates, 90_000)], '2026-03-13');
    expect(income).toMatchObject({ payer: 'Acme Corp', typicalAmountCents: 90_000 });
  });

  it('takes the median as the typical paycheck', () => {
    const dates = datesEvery(14, 4, '2026-03-13');
    const income = incomeOf(
      [190_000, 210_000, 200_000, 205_000].map((amount, index) => paycheck(dates[index] as string, amount)),
      '2026-03-13',
    );
    expect(income?.typicalAmountCents).toBe(202_500);
  });

  it('of two payers, takes the one bringing in the most a month', () => {
    // $600 a week is $2,600 a month; $2,400 once a month is less, though each check is bigger.
    const weekly = paychecks(datesEvery(7, 8, '2026-03-13'), 60_000, 'Corner Cafe');
    const monthly = paychecks(monthEndDates(2025, 11, 13).slice(0, 3), 240_000, 'Acme Corp');
    expect(incomeOf([...weekly, ...monthly], '2026-03-13')?.payer).toBe('Corner Cafe');
    const richerMonthly = paychecks(monthEndDates(2025, 11, 13).slice(0, 3), 270_000, 'Acme Corp');
    expect(incomeOf([...weekly, ...richerMonthly], '2026-03-13')?.payer).toBe('Acme Corp');
  });

  it('counts no transfers between own accounts, no pending credits and nothing after asOf', () => {
    const dates = datesEvery(14, 3, '2026-03-13');
    const transfers = paychecks(dates, 200_000).map((t) => ({ ...t, category: 'TRANSFER' }));
    expect(incomeOf(transfers, '2026-03-13')).toBeNull();
    const pending = paychecks(dates, 200_000).map((t, index) => ({ ...t, pending: index === 2 }));
    expect(incomeOf(pending, '2026-03-13')?.paychecksSeen).toBe(2);
    expect(incomeOf(paychecks(dates, 200_000), '2026-03-12')?.paychecksSeen).toBe(2);
    // Debits are never pay.
    expect(incomeOf([...dates.map((d) => purchase(d, 200_000, 'ACME CORP'))], '2026-03-13')).toBeNull();
  });
});

describe('nextPaydayAfter', () => {
  const next = (frequency: Parameters<typeof nextPaydayAfter>[0], paid: string[], asOf: string) =>
    date(nextPaydayAfter(frequency, paid.map(day), day(asOf)));

  it('steps weekly and biweekly from the last paycheck, past asOf', () => {
    expect(next('WEEKLY', ['2026-03-06', '2026-03-13'], '2026-03-13')).toBe('2026-03-20');
    expect(next('BIWEEKLY', ['2026-02-27', '2026-03-13'], '2026-03-16')).toBe('2026-03-27');
    // A paycheck not yet in on its day: the one after.
    expect(next('BIWEEKLY', ['2026-02-27', '2026-03-13'], '2026-03-27')).toBe('2026-04-10');
    expect(next('BIWEEKLY', ['2026-02-27', '2026-03-13'], '2026-05-01')).toBe('2026-05-08');
  });

  it('moves a payday off a weekend or holiday to the bank business day before', () => {
    // Christmas 2026 is a Friday.
    expect(next('BIWEEKLY', ['2026-11-27', '2026-12-11'], '2026-12-14')).toBe('2026-12-24');
    // The Friday after keeps to the schedule, not to the moved day; New Year's Day 2027 is a Friday too.
    expect(next('WEEKLY', ['2026-12-11', '2026-12-18', '2026-12-24'], '2026-12-26')).toBe('2026-12-31');
    const paidAroundHolidays = ['2026-12-04', '2026-12-11', '2026-12-18', '2026-12-24', '2026-12-31'];
    expect(next('WEEKLY', paidAroundHolidays, '2027-01-02')).toBe('2027-01-08');
    // August 15, 2026 is a Saturday.
    expect(next('SEMI_MONTHLY', ['2026-07-15', '2026-07-31'], '2026-08-03')).toBe('2026-08-14');
    expect(next('SEMI_MONTHLY', ['2026-07-31', '2026-08-14'], '2026-08-14')).toBe('2026-08-31');
    // May 31, 2026 is a Sunday.
    expect(next('MONTHLY', ['2026-03-31', '2026-04-30'], '2026-05-04')).toBe('2026-05-29');
  });

  it('keeps a monthly payer on its day of the month', () => {
    expect(next('MONTHLY', ['2026-01-05', '2026-02-05', '2026-03-05'], '2026-03-10')).toBe('2026-04-03');
    // A payer on the 31st is paid on the 30th of shorter months, the last day of longer ones.
    expect(next('MONTHLY', ['2026-01-30', '2026-02-27', '2026-03-31'], '2026-04-01')).toBe('2026-04-30');
  });

  it('keeps a 1st-and-15th payer on the 1st', () => {
    expect(next('SEMI_MONTHLY', ['2026-01-15', '2026-02-02', '2026-02-13', '2026-03-02'], '2026-03-10')).toBe(
      '2026-03-13',
    );
    expect(next('SEMI_MONTHLY', ['2026-02-02', '2026-02-13', '2026-03-02', '2026-03-13'], '2026-03-16')).toBe(
      '2026-04-01',
    );
  });
});
