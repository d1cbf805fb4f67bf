import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from './calendar/day-length.ts';
import { annualPercentageRate } from './cash-advance-apr.ts';

type Payment = { onDate: string; amountCents: number };

/** Schedules built with the platform's own calendar, independent of the module's date arithmetic. */
const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
function everyMonths(first: string, count: number, amountCents: number, months = 1): Payment[] {
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, n) => ({ onDate: iso(utc(year, month + n * months, day)), amountCents }));
}
function everyDays(first: string, count: number, amountCents: number, days: number): Payment[] {
  const start = new Date(`${first}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, n) => ({
    onDate: iso(new Date(start + n * days * MS_PER_DAY)),
    amountCents,
  }));
}
/** On the 1st and 16th of each month, starting on the 1st of `first`'s month. */
function semimonthly(first: string, count: number, amountCents: number): Payment[] {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, n) => ({
    onDate: iso(utc(year, month + Math.floor(n / 2), n % 2 === 0 ? 1 : 16)),
    amountCents,
  }));
}
const payment = (onDate: string, amountCents: number): Payment => ({ onDate, amountCents });

// Regulation Z, 12 CFR part 1026, Appendix J, paragraph (c) "Examples for the actuarial method":
// each example's amount advanced, payments, dates and annual percentage rate, as the appendix prints them.
describe('annualPercentageRate: the worked examples of Appendix J (c)', () => {
  it.each([
    {
      example: '(c)(1)(i) monthly payments, regular first period',
      amount: 500_000,
      advancedOn: '1978-01-10',
      payments: everyMonths('1978-02-10', 24, 23_000),
      apr: 9.69,
    },
    {
      example: '(c)(1)(ii) monthly payments, long first period',
      amount: 600_000,
      advancedOn: '1978-02-10',
      payments: everyMonths('1978-04-01', 36, 20_000),
      apr: 11.82,
    },
    {
      example: '(c)(1)(iii) semimonthly payments, short first period',
      amount: 500_000,
      advancedOn: '1978-02-23',
      payments: semimonthly('1978-03-01', 24, 21_917),
      apr: 10.34,
    },
    {
      example: '(c)(1)(iv) quarterly payments, long first period',
      amount: 1_000_000,
      advancedOn: '1978-05-23',
      payments: everyMonths('1978-10-01', 40, 38_500, 3),
      apr: 8.97,
    },
    {
      example: '(c)(1)(v) weekly payments, long first period',
      amount: 50_000,
      advancedOn: '1978-03-20',
      payments: everyDays('1978-04-21', 30, 1_760, 7),
      apr: 14.96,
    },
    {
      example: '(c)(2)(i) monthly payments, regular first period, irregular first payment',
      amount: 500_000,
      advancedOn: '1978-01-10',
      payments: [payment('1978-02-10', 25_000), ...everyMonths('1978-03-10', 23, 23_000)],
      apr: 10.08,
    },
    {
      example: '(c)(2)(ii) payments every 4 weeks, long first period, irregular first payment',
      amount: 40_000,
      advancedOn: '1978-03-18',
      payments: [payment('1978-04-20', 3_950), ...everyDays('1978-05-18', 11, 3_831, 28)],
      apr: 28.5,
    },
    {
      example: '(c)(3)(i) monthly payments, regular first period, irregular final payment',
      amount: 500_000,
      advancedOn: '1978-01-10',
      payments: [...everyMonths('1978-02-10', 23, 23_000), payment('1980-01-10', 28_000)],
      apr: 10.5,
    },
    {
      example: '(c)(3)(ii) payments every 2 weeks, short first period, irregular final payment',
      amount: 20_000,
      advancedOn: '1978-04-03',
      payments: [...everyDays('1978-04-11', 19, 950, 14), ...everyDays('1978-04-11', 20, 3_000, 14).slice(19)],
      apr: 12.22,
    },
    {
      example: '(c)(4)(i) monthly payments, irregular first and final payments',
      amount: 500_000,
      advancedOn: '1978-01-10',
      payments: [
        payment('1978-02-10', 25_000),
        ...everyMonths('1978-03-10', 22, 23_000),
        payment('1980-01-10', 28_000),
      ],
      apr: 10.9,
    },
    {
      example: '(c)(4)(ii) payments every two months, short first period, irregular first and final payments',
      amount: 800_000,
      advancedOn: '1978-01-10',
      payments: [
        payment('1978-03-01', 44_936),
        ...everyMonths('1978-05-01', 18, 46_500, 2),
        payment('1981-05-01', 20_000),
      ],
      apr: 7.3,
    },
    {
      example: '(c)(5)(i) single advance, single payment, term under a year in days',
      amount: 100_000,
      advancedOn: '1978-01-03',
      payments: [payment('1978-09-15', 108_000)],
      apr: 11.45,
    },
  ])('$example: $apr%', ({ amount, advancedOn, payments, apr }) => {
    expect(annualPercentageRate({ amountFinancedCents: amount, advancedOn, payments })).toBe(apr);
  });

  it('builds the schedules the examples describe', () => {
    const semimonthlyDates = semimonthly('1978-03-01', 4, 1).map((p) => p.onDate);
    expect(semimonthlyDates).toEqual(['1978-03-01', '1978-03-16', '1978-04-01', '1978-04-16']);
    expect(everyMonths('1978-05-01', 18, 1, 2).at(-1)?.onDate).toBe('1981-03-01');
    expect(everyDays('1978-04-11', 20, 1, 14).at(-1)?.onDate).toBe('1979-01-02');
  });
});

describe('annualPercentageRate: cash advances', () => {
  it('gives the CFPB payday example: $15 per $100 for 14 days is about 391%', () => {
    const apr = annualPercentageRate({
      amountFinancedCents: 10_000,
      advancedOn: '2026-03-02',
      payments: [payment('2026-03-16', 11_500)],
    });
    // One unit-period of 14 days, 365/14 of them a year: 15% x 365 / 14.
    expect(apr).toBe(391.07);
  });

  it('is 0% with no fee and no tip', () => {
    expect(
      annualPercentageRate({
        amountFinancedCents: 10_000,
        advancedOn: '2026-03-02',
        payments: [payment('2026-03-16', 10_000)],
      }),
    ).toBe(0);
  });

  it('prices a single payment a year or more away in years, the rest in months or else days', () => {
    // (b)(5)(v): one full year, then 1,000 = 1,200 / ((1 + f i)(1 + i)), a quadratic in i.
    const yearly = (f: number) => {
      const i = (-(1 + f) + Math.sqrt((1 + f) ** 2 + 4 * f * 0.2)) / (2 * f);
      return Math.round(i * 100 * 100) / 100;
    };
    const apr = (onDate: string) =>
      annualPercentageRate({
        amountFinancedCents: 100_000,
        advancedOn: '2025-01-01',
        payments: [payment(onDate, 120_000)],
      });
    // A whole month past the year: the rest is 1/12.
    expect(apr('2026-02-01')).toBe(yearly(1 / 12));
    // Not whole months: the rest is the days from the advance to a year before the payment, over 365.
    expect(apr('2026-02-11')).toBe(yearly(41 / 365));
    expect(apr('2026-02-11')).toBe(17.67);
  });

  it('splits a repayment into two payments two weeks apart with the closed-form rate', () => {
    // Payments 14 and 28 days after the advance: the common period and unit-period is two weeks,
    // 26 to a year, and 10,000 = 5,300 v + 5,300 v^2 with v = 1 / (1 + i) solves as a quadratic.
    const apr = annualPercentageRate({
      amountFinancedCents: 10_000,
      advancedOn: '2026-03-02',
      payments: [payment('2026-03-16', 5_300), payment('2026-03-30', 5_300)],
    });
    const v = (-5_300 + Math.sqrt(5_300 ** 2 + 4 * 5_300 * 10_000)) / (2 * 5_300);
    expect(apr).toBe(Math.round((1 / v - 1) * 26 * 100 * 100) / 100);
    expect(apr).toBe(103.33);
  });

  it('splits a repayment unevenly: no common period, so the average period rounded to a standard interval', () => {
    // Periods of 10 and 14 days average 12, nearest to two weeks; each payment falls 10/14 of a
    // unit-period into its period: 10,000 (1 + 10/14 i)(1 + i) = 6,000 (1 + i) + 4,400, a quadratic.
    const apr = annualPercentageRate({
      amountFinancedCents: 10_000,
      advancedOn: '2026-03-02',
      payments: [payment('2026-03-12', 6_000), payment('2026-03-26', 4_400)],
    });
    const f = 10 / 14;
    const [a, b, c] = [10_000 * f, 10_000 * (1 + f) - 6_000, 10_000 - 6_000 - 4_400];
    const i = (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
    expect(apr).toBe(Math.round(i * 26 * 100 * 100) / 100);
    expect(apr).toBe(91.28);
  });

  it('treats payments due the same day as one payment', () => {
    const one = annualPercentageRate({
      amountFinancedCents: 10_000,
      advancedOn: '2026-03-02',
      payments: [payment('2026-03-16', 11_500)],
    });
    const two = annualPercentageRate({
      amountFinancedCents: 10_000,
      advancedOn: '2026-03-02',
      payments: [payment('2026-03-16', 5_000), payment('2026-03-16', 6_500)],
    });
    expect(two).toBe(one);
  });

  it('refuses input no advance can have', () => {
    const base = { amountFinancedCents: 10_000, advancedOn: '2026-03-02' };
    expect(() => annualPercentageRate({ ...base, payments: [] })).toThrow(RangeError);
    expect(() => annualPercentageRate({ ...base, payments: [payment('2026-03-01', 11_500)] })).toThrow(
      /before the advance/,
    );
    expect(() => annualPercentageRate({ ...base, payments: [payment('2026-03-16', 9_999)] })).toThrow(/less than/);
    expect(() => annualPercentageRate({ ...base, payments: [payment('2026-03-16', 11_500.5)] })).toThrow(RangeError);
    expect(() =>
      annualPercentageRate({ ...base, amountFinancedCents: 100.25, payments: [payment('2026-03-16', 11_500)] }),
    ).toThrow(RangeError);
    expect(() => annualPercentageRate({ ...base, payments: [payment('2026-02-30', 11_500)] })).toThrow(RangeError);
    expect(() => annualPercentageRate({ ...base, payments: [payment('2026-03-02', 11_500)] })).toThrow(/term/);
    // More than the advance paid back the same day leaves no rate that balances the rest.
    expect(() =>
      annualPercentageRate({ ...base, payments: [payment('2026-03-02', 15_000), payment('2026-03-16', 100)] }),
    ).toThrow(/No rate/);
  });
});

describe('annualPercentageRate: properties', () => {
  const advancedOn = '2026-03-02';
  const dayAfter = (days: number) => iso(new Date(Date.parse(`${advancedOn}T00:00:00Z`) + days * MS_PER_DAY));

  it('rises with the fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100 }).map((steps) => steps * 500),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 100, max: 2_000 }),
        fc.integer({ min: 1, max: 60 }),
        (amount, fee, more, days) => {
          const apr = (charge: number) =>
            annualPercentageRate({
              amountFinancedCents: amount,
              advancedOn,
              payments: [payment(dayAfter(days), amount + charge)],
            });
          expect(apr(fee + more)).toBeGreaterThan(apr(fee));
        },
      ),
    );
  });

  it('rises with the fee when the repayment is split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100 }).map((steps) => steps * 500),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 100, max: 2_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (amount, fee, more, first, gap) => {
          const apr = (charge: number) =>
            annualPercentageRate({
              amountFinancedCents: amount,
              advancedOn,
              payments: [payment(dayAfter(first), 500), payment(dayAfter(first + gap), amount + charge - 500)],
            });
          expect(apr(fee + more)).toBeGreaterThan(apr(fee));
        },
      ),
    );
  });

  it('falls when the same fee is spread over a longer term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 100 }).map((steps) => steps * 500),
        fc.integer({ min: 100, max: 2_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (amount, fee, days, longer) => {
          const apr = (term: number) =>
            annualPercentageRate({
              amountFinancedCents: amount,
              advancedOn,
              payments: [payment(dayAfter(term), amount + fee)],
            });
          expect(apr(days + longer)).toBeLessThan(apr(days));
        },
      ),
    );
  });
});
