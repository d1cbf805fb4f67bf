// The repayment date of an advance is never before its money reaches the member, on every weekday,
// before and after the standard cut-off, and around the bank holidays that stretch an ACH delivery.
import { describe, expect, it } from 'vitest';
import { dayNumberOf, daysBetween, isoDateOf, weekdayOf } from './calendar/days.ts';
import { isBankBusinessDay } from './calendar/us-bank-holidays.ts';
import { annualPercentageRate } from './cash-advance-apr.ts';
import { deliveryOf, minimumTermDays, repaymentDateAfterArrival } from './cash-advance-delivery.ts';
import type { DisbursementMethod } from './cash-advance-pricing.ts';
import { nextPaydays, type PaySchedule } from './pay-schedule.ts';

const methods: DisbursementMethod[] = ['INSTANT_CHECKING', 'INSTANT_CARD', 'STANDARD_BANK'];
const schedules: PaySchedule[] = [
  { frequency: 'WEEKLY', lastPaidOn: '2026-11-20' },
  { frequency: 'BIWEEKLY', lastPaidOn: '2026-11-16' },
  { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15, secondPaycheckDay: 'LAST' },
  { frequency: 'MONTHLY', dayOfMonth: 'LAST' },
];

/** The terms as the server quotes them: arrival, repayment date, term days and APR of $100 + $5. */
function termsAt(at: Date, method: DisbursementMethod, schedule: PaySchedule | null) {
  const { arrivesOn } = deliveryOf(method, at);
  const paydays = schedule ? nextPaydays(schedule, { today: arrivesOn, count: 6 }) : [];
  const repaymentDate = repaymentDateAfterArrival(arrivesOn, paydays);
  const termDays = daysBetween(arrivesOn, repaymentDate);
  const apr = annualPercentageRate({
    amountFinancedCents: 10_000,
    advancedOn: arrivesOn,
    payments: [{ onDate: repaymentDate, amountCents: 10_500 }],
  });
  return { arrivesOn, repaymentDate, termDays, apr };
}

describe('the repayment date of an advance', () => {
  it('is the one the walkthrough found wrong: a Thanksgiving standard advance arriving Tuesday is not repaid Monday', () => {
    // Asked for on Thanksgiving 2026; paid every other Monday with Monday 16 November the last.
    const terms = termsAt(new Date('2026-11-26T15:00:00Z'), 'STANDARD_BANK', {
      frequency: 'BIWEEKLY',
      lastPaidOn: '2026-11-16',
    });
    expect(terms.arrivesOn).toBe('2026-12-01');
    expect(terms.repaymentDate).toBe('2026-12-14'); // not Monday 30 November
    expect(terms.termDays).toBe(13);
  });

  // Every hour-of-the-day pattern that matters (morning, just before and after the 14:00 Eastern
  // cut-off, late evening) on every day from a week before Thanksgiving to after New Year's Day.
  const instants: Date[] = [];
  for (let day = dayNumberOf('2026-11-16'); day <= dayNumberOf('2027-01-08'); day++) {
    for (const utcTime of ['13:00', '18:59', '19:00', '23:30', '04:30']) {
      instants.push(new Date(`${isoDateOf(day)}T${utcTime}:00Z`));
    }
  }

  it('never falls before the money arrives, with every method and pay schedule, on every day around the holidays', () => {
    const weekdaysSeen = new Set<number>();
    for (const at of instants) {
      for (const method of methods) {
        for (const schedule of [...schedules, null]) {
          const terms = termsAt(at, method, schedule);
          weekdaysSeen.add(weekdayOf(dayNumberOf(terms.arrivesOn)));
          expect(dayNumberOf(terms.repaymentDate), `${at.toISOString()} ${method}`).toBeGreaterThanOrEqual(
            dayNumberOf(terms.arrivesOn) + minimumTermDays,
          );
          expect(isBankBusinessDay(terms.repaymentDate), terms.repaymentDate).toBe(true);
          expect(terms.termDays).toBeGreaterThanOrEqual(minimumTermDays);
          expect(terms.apr).toBeGreaterThan(0);
        }
      }
    }
    expect(weekdaysSeen.size).toBeGreaterThanOrEqual(5);
  });

  it('computes the APR over the days from arrival to repayment, not from the day it was asked for', () => {
    // Wednesday 23 December after the cut-off: out Thursday the 24th, arriving Tuesday the 29th.
    const terms = termsAt(new Date('2026-12-23T20:00:00Z'), 'STANDARD_BANK', {
      frequency: 'WEEKLY',
      lastPaidOn: '2026-12-18',
    });
    expect(terms.arrivesOn).toBe('2026-12-29');
    // Friday 1 January is New Year's Day, so that payday moves to Thursday 31 December: two days on.
    expect(terms.repaymentDate).toBe('2026-12-31');
    expect(terms.termDays).toBe(2);
    expect(terms.apr).toBe(
      annualPercentageRate({
        amountFinancedCents: 10_000,
        advancedOn: '2026-12-29',
        payments: [{ onDate: '2026-12-31', amountCents: 10_500 }],
      }),
    );
    // $5 on $100 over the 2 days the member has the money: 5% x 365 / 2 (over the 8 days from the
    // request it would read 228.13%).
    expect(terms.apr).toBe(912.5);
  });

  it('falls two weeks after arrival (on a business day) when no payday is known', () => {
    // Christmas Eve morning: out that day, Monday 28 and Tuesday 29 December.
    const terms = termsAt(new Date('2026-12-24T15:00:00Z'), 'STANDARD_BANK', null);
    expect(terms.arrivesOn).toBe('2026-12-29');
    expect(terms.repaymentDate).toBe('2027-01-12');
    // Instant money arrives the same day, so its term starts today.
    expect(termsAt(new Date('2026-12-24T15:00:00Z'), 'INSTANT_CARD', null).repaymentDate).toBe('2027-01-07');
  });
});
