import { nextMonth, type YearMonth } from '@fernleaf/contract/calendar/days';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKING_FLOOR_CENTS, checkingMonth } from './checking-month.ts';
import { type CheckingProfile, checkingProfile } from './checking-profile.ts';
import type { MonthHistory } from './history-flow.ts';

/** The balance at the end of every day that has flows, and at the end of the month. */
function endOfDayBalances(month: MonthHistory): { lowest: number; closing: number } {
  let balance = month.openingCents;
  let lowest = balance;
  month.flows.forEach((flow, index) => {
    balance += flow.amountCents;
    if (month.flows[index + 1]?.day !== flow.day) lowest = Math.min(lowest, balance);
  });
  return { lowest, closing: balance };
}

function months(profile: CheckingProfile, from: YearMonth, count: number): MonthHistory[] {
  const result: MonthHistory[] = [];
  for (let yearMonth = from; result.length < count; yearMonth = nextMonth(yearMonth)) {
    result.push(checkingMonth(profile, yearMonth));
  }
  return result;
}

const accountId = fc.stringMatching(/^acc_[0-9a-f]{24}$/);
const startMonth = fc.record({ year: fc.integer({ min: 2000, max: 2045 }), month: fc.integer({ min: 0, max: 11 }) });

describe('checkingMonth', () => {
  it('closes each month exactly on the next one’s opening, never below the floor', () => {
    fc.assert(
      fc.property(accountId, startMonth, (id, from) => {
        const history = months(checkingProfile(id), from, 3);
        history.forEach((month, index) => {
          const { lowest, closing } = endOfDayBalances(month);
          expect(lowest).toBeGreaterThanOrEqual(CHECKING_FLOOR_CENTS);
          const following = history[index + 1];
          if (following) expect(closing).toBe(following.openingCents);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('defers purchases rather than dipping, when the balance is planned as low as the bills allow', () => {
    let catchUps = 0;
    fc.assert(
      fc.property(accountId, startMonth, (id, from) => {
        const profile = { ...checkingProfile(id), levelCents: 0, levelJitterCents: 0 };
        const history = months(profile, from, 4);
        history.forEach((month, index) => {
          const { lowest, closing } = endOfDayBalances(month);
          expect(lowest).toBeGreaterThanOrEqual(CHECKING_FLOOR_CENTS);
          if (history[index + 1]) expect(closing).toBe(history[index + 1]?.openingCents);
          catchUps += month.flows.filter((flow) => flow.key === 'catch-up').length;
        });
      }),
      { numRuns: 60 },
    );
    // The squeezed profiles really did run out of room and exercised the deferral.
    expect(catchUps).toBeGreaterThan(0);
  });

  it('brings money back from savings rather than leaving a month nothing to spend', () => {
    let topUps = 0;
    fc.assert(
      fc.property(accountId, startMonth, (id, from) => {
        const base = checkingProfile(id);
        // Planned openings swinging wildly: some months would have to end far above where they began.
        const profile = {
          ...base,
          levelJitterCents: base.expectedDiscretionaryCents * 3,
          levelCents: base.levelCents * 4,
        };
        for (const month of months(profile, from, 4)) {
          expect(endOfDayBalances(month).lowest).toBeGreaterThanOrEqual(CHECKING_FLOOR_CENTS);
          const spent = -month.flows
            .filter((flow) => flow.channel === 'CARD' && flow.category !== 'SUBSCRIPTIONS')
            .reduce((sum, flow) => sum + flow.amountCents, 0);
          expect(spent).toBeGreaterThanOrEqual(Math.round(base.expectedDiscretionaryCents * 0.3) - 1);
          topUps += month.flows.filter((flow) => flow.key === 'savings-topup').length;
        }
      }),
      { numRuns: 40 },
    );
    expect(topUps).toBeGreaterThan(0);
  });
});
