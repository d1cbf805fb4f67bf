// The term of an advance on the app's own clock: on every weekday and around Thanksgiving, Christmas and
// New Year's Day, a standard delivery is repaid after it arrives, its APR runs over the days the member
// has the money, and the repayment cannot be moved before it lands.

import { dayNumberOf, isoDateOf, weekdayOf } from '@fernleaf/contract/calendar/days';
import { isBankBusinessDay } from '@fernleaf/contract/calendar/us-bank-holidays';
import { createUserEsign, getDisbursementMethods, getTipOptions } from '@fernleaf/contract/cash-advance';
import { annualPercentageRate } from '@fernleaf/contract/cash-advance-apr';
import { minimumTermDays } from '@fernleaf/contract/cash-advance-delivery';
import { changeRepaymentSchedule } from '@fernleaf/contract/cash-advance-repayment';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/bank-test-kit.ts';
import { call, ok } from '../../test/call.ts';
import {
  assertBooksAgree,
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  type Joined,
  joinCashAdvance,
  linkedMember,
  openChecking,
  signTerms,
  takeAdvance,
} from '../../test/test-cash-advance-app.ts';

let t: CashAdvanceTestApp;
let member: Caller;
let joined: Joined;

beforeAll(async () => {
  t = await createCashAdvanceTestApp();
  // Monday 16 November 2026, 09:00 Eastern: the member links, opens checking and joins.
  t.clock.ms = Date.parse('2026-11-16T14:00:00Z');
  member = await linkedMember(t);
  await openChecking(t, member);
  joined = await joinCashAdvance(member);
});
afterEach(() => assertBooksAgree(t.db));
afterAll(() => t.close());

function setClock(iso: string): void {
  const ms = Date.parse(iso);
  if (ms < t.clock.ms) throw new Error(`the clock only moves forward: ${iso}`);
  t.clock.ms = ms;
}

async function tipFor(amount: number): Promise<number> {
  const tips = await ok(call(member, getTipOptions, { query: { cashAdvanceAmount: amount } }));
  const tip = tips.tipOptions.find((option) => option > 0);
  if (!tip) throw new Error('no tip offered');
  return tip;
}

// Before and after the 14:00 Eastern cut-off on every day of the week, then around the holidays.
const instants = [
  '2026-11-16T15:00:00Z', // Monday morning
  '2026-11-16T20:00:00Z', // Monday after the cut-off
  '2026-11-17T20:00:00Z', // Tuesday after the cut-off
  '2026-11-18T15:00:00Z', // Wednesday
  '2026-11-19T20:00:00Z', // Thursday after the cut-off
  '2026-11-20T15:00:00Z', // Friday morning
  '2026-11-20T20:00:00Z', // Friday after the cut-off
  '2026-11-21T15:00:00Z', // Saturday
  '2026-11-22T15:00:00Z', // Sunday
  '2026-11-25T20:00:00Z', // the day before Thanksgiving, after the cut-off
  '2026-11-26T15:00:00Z', // Thanksgiving
  '2026-11-27T20:00:00Z', // the Friday after
  '2026-12-23T20:00:00Z', // before Christmas
  '2026-12-24T15:00:00Z', // Christmas Eve
  '2026-12-25T15:00:00Z', // Christmas Day
  '2026-12-30T20:00:00Z', // before New Year's Day
  '2027-01-01T15:00:00Z', // New Year's Day
];

describe('the term of an advance, on the app clock', () => {
  it('sets every repayment date on or after the money arrives, and the APR over that term', async () => {
    const amount = 5000;
    const tip = await tipFor(amount);
    const weekdays = new Set<number>();
    for (const instant of instants) {
      setClock(instant);
      const options = await ok(call(member, getDisbursementMethods, { query: { applicationAmount: amount } }));
      for (const option of options.methods) {
        expect(dayNumberOf(option.repaymentDate), `${instant} ${option.method}`).toBeGreaterThanOrEqual(
          dayNumberOf(option.arrivesOn) + minimumTermDays,
        );
        expect(option.termDays).toBe(dayNumberOf(option.repaymentDate) - dayNumberOf(option.arrivesOn));
        expect(isBankBusinessDay(option.repaymentDate)).toBe(true);
      }
      const standard = options.methods.find((option) => option.method === 'STANDARD_BANK');
      weekdays.add(weekdayOf(dayNumberOf(instant.slice(0, 10))));

      const quoted = await ok(
        call(member, createUserEsign, {
          body: { applicationId: joined.applicationId, amount, disbursementMethod: 'STANDARD_BANK', tip },
        }),
      );
      const terms = quoted.esignDocument.terms;
      // The quote, the signed terms and the methods list agree.
      expect(terms).toMatchObject({
        arrivesOn: standard?.arrivesOn,
        repaymentDate: standard?.repaymentDate,
        termDays: standard?.termDays,
      });
      expect(dayNumberOf(terms.repaymentDate), instant).toBeGreaterThanOrEqual(
        dayNumberOf(terms.arrivesOn) + minimumTermDays,
      );
      expect(terms.apr).toBe(
        annualPercentageRate({
          amountFinancedCents: amount,
          advancedOn: terms.arrivesOn,
          payments: [{ onDate: terms.repaymentDate, amountCents: terms.totalToRepay }],
        }),
      );
    }
    expect(weekdays.size).toBe(7);
  });

  it('takes a standard advance on the repayment date quoted, and refuses moving it before the money arrives', async () => {
    // Wednesday 27 January 2027 after the cut-off: out Thursday, arriving Monday 1 February.
    setClock('2027-01-27T20:00:00Z');
    const ask = { amount: 3000, disbursementMethod: 'STANDARD_BANK' as const };
    const { terms } = await signTerms(member, joined.applicationId, ask);
    expect(terms.arrivesOn).toBe('2027-02-01');
    const advance = await takeAdvance(member, joined.applicationId, ask);
    expect(advance).toMatchObject({ arrivesOn: '2027-02-01', repaymentDate: terms.repaymentDate });
    expect(dayNumberOf(advance.repaymentDate)).toBeGreaterThanOrEqual(dayNumberOf('2027-02-03'));

    const change = (dueOn: string) =>
      call(member, changeRepaymentSchedule, { body: { advanceId: advance.id, parts: [{ dueOn, amount: 3000 }] } });
    for (const early of ['2027-01-28', '2027-01-29', '2027-02-01']) {
      const refused = await change(early);
      expect(refused.statusCode).toBe(422);
      expect(refused.error.fields).toEqual({
        'parts.0.dueOn': 'Choose a date after the money arrives on February 1, 2027',
      });
    }
    expect((await change(isoDateOf(dayNumberOf('2027-02-02')))).statusCode).toBe(200);
  });
});
