import { addDays, dayNumberOf, isoDateOf } from '@fernleaf/contract/calendar/days';
import { isBankBusinessDay } from '@fernleaf/contract/calendar/us-bank-holidays';
import {
  createUserEsign,
  getCashAdvanceInfo,
  getOutstandingCashAdvances,
  getRecentCashAdvances,
} from '@fernleaf/contract/cash-advance';
import { cancelCashAdvanceSubscription, subscribeToCashAdvance } from '@fernleaf/contract/cash-advance-onboarding';
import {
  changeRepaymentSchedule,
  getRepaymentMethods,
  repayCashAdvance,
} from '@fernleaf/contract/cash-advance-repayment';
import { sandboxPayrollDeposit } from '@fernleaf/contract/checking';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { linkedBankAccounts } from '../../db/schema/banking.ts';
import { balanceOf } from '../../ledger/balances.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import { call, ok } from '../../test/call.ts';
import { sandboxAchRails } from '../../test/sandbox-ach-rails.ts';
import {
  addVisa,
  assertBooksAgree,
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  linkedMember,
  owingMember,
} from '../../test/test-cash-advance-app.ts';
import { findCashAdvanceAccount } from './account-repo.ts';
import { findSchedulesOf } from './advance-repo.ts';
import { collectDueRepayments, runCashAdvanceJobs } from './jobs.ts';

let t: CashAdvanceTestApp;
beforeAll(async () => {
  t = await createCashAdvanceTestApp();
});
afterEach(() => assertBooksAgree(t.db));
afterAll(() => t.close());

const jobs = () => runCashAdvanceJobs(t.db, { now: t.clock.now(), brandName: 'Fernleaf', ...sandboxAchRails() });

const outstanding = (member: Caller) => ok(call(member, getOutstandingCashAdvances));

const repay = (member: Caller, amount: number, fundOptionId: string) =>
  call(member, repayCashAdvance, { body: { amount, fundOptionId } });

async function linkedBankMethodOf(member: Caller): Promise<{ id: string; available: number | null }> {
  const methods = await ok(call(member, getRepaymentMethods));
  const bank = methods.methods.find((method) => method.type === 'LINKED_BANK');
  if (!bank) throw new Error('no linked bank method');
  return bank;
}

/** Moves the clock to 10:00 Eastern on `date`. */
function moveTo(date: string): void {
  const target = new Date(`${date}T15:00:00Z`).getTime();
  if (target > t.clock.ms) t.clock.ms = target;
}

describe('repaying now', () => {
  it('repays part from checking: what is owed and the scheduled repayment shrink, and the advance reads OPEN', async () => {
    const { member } = await owingMember(t);
    await ok(call(member, sandboxPayrollDeposit, { body: { amount: 3000, employer: 'Acme Payroll' } }));
    const answer = await ok(repay(member, 1500, 'CHECKING'));
    expect(answer.remainingOutstanding).toBe(2500);
    expect(answer.repayments).toEqual([expect.objectContaining({ status: 'POSTED', sourceType: 'CHECKING' })]);
    const [advance] = (await outstanding(member)).advances;
    expect(advance).toMatchObject({ outstanding: 2500, paymentStatus: 'OPEN' });
    expect(advance?.scheduledRepayments).toEqual([expect.objectContaining({ amount: 2500, status: 'SCHEDULED' })]);
  });

  it('refuses more than is owed or than the source has, naming the amount', async () => {
    const { member } = await owingMember(t);
    const tooMuch = await repay(member, 999_999, 'CHECKING');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.error.fields?.amount).toMatch(/more than you owe/);
    const empty = await repay(member, 1000, 'CHECKING');
    expect(empty.error.fields?.amount).toMatch(/has \$0\.00 available/);
  });

  it('repays all from the linked bank by ACH: pending, then settled, and nothing is owed', async () => {
    const { member } = await owingMember(t);
    const bank = await linkedBankMethodOf(member);
    const answer = await ok(repay(member, 4000, bank.id));
    expect(answer).toMatchObject({ remainingOutstanding: 0, repayments: [{ status: 'PENDING' }] });
    expect((await outstanding(member)).advances).toEqual([]);
    t.clock.advance(31_000);
    await jobs();
    const recent = await ok(call(member, getRecentCashAdvances, { query: { filterType: 'REPAYMENTS' } }));
    expect(recent.items).toEqual([expect.objectContaining({ type: 'REPAYMENT', status: 'COMPLETED' })]);
    const account = await findCashAdvanceAccount(t.db, member.memberId);
    expect((await balanceOf(t.db, account?.ledgerAccountId ?? '')).currentCents).toBe(0n);
  });

  it('repays with a debit card at once', async () => {
    const { member } = await owingMember(t);
    const cardId = await addVisa(member);
    const answer = await ok(repay(member, 1000, `CARD:${cardId}`));
    expect(answer.remainingOutstanding).toBe(3000);
  });
});

describe('the scheduled repayment', () => {
  it('is collected on payday from the linked bank, never more than is there, the rest moved to the next payday', async () => {
    const { member, advance } = await owingMember(t, 4000);
    const bank = await linkedBankMethodOf(member);
    // Leave $15.00 in the linked account, so payday finds less than the $40.00 due.
    await t.db
      .update(linkedBankAccounts)
      .set({ availableBalanceCents: 1500n })
      .where(eq(linkedBankAccounts.id, bank.id.replace('LINKED_BANK:', '')));

    moveTo(advance.repaymentDate);
    await collectDueRepayments(t.db, { now: t.clock.now(), brandName: 'Fernleaf', ...sandboxAchRails() });
    const [after] = (await outstanding(member)).advances;
    expect(after?.outstanding).toBe(2500);
    expect(after?.scheduledRepayments.map((row) => [row.status, row.amount])).toEqual([
      ['PARTIAL', 4000],
      ['SCHEDULED', 2500],
    ]);
    const rest = after?.scheduledRepayments[1]?.dueOn ?? '';
    expect(dayNumberOf(rest)).toBeGreaterThan(dayNumberOf(advance.repaymentDate));
    const info = await ok(call(member, getCashAdvanceInfo));
    expect(info.blockers.map((blocker) => blocker.code)).toContain('REPAYMENT_OVERDUE');

    // Running again the same day takes nothing more.
    await collectDueRepayments(t.db, { now: t.clock.now(), brandName: 'Fernleaf', ...sandboxAchRails() });
    expect((await outstanding(member)).advances[0]?.outstanding).toBe(2500);
  });

  it('is collected in full when the money is there, and two job runs at once collect it once', async () => {
    const { member, advance } = await owingMember(t, 3000);
    moveTo(advance.repaymentDate);
    const options = { now: t.clock.now(), brandName: 'Fernleaf', ...sandboxAchRails() };
    await Promise.all([collectDueRepayments(t.db, options), collectDueRepayments(t.db, options)]);
    expect((await outstanding(member)).advances).toEqual([]);
    const schedules = await findSchedulesOf(t.db, [advance.id]);
    expect(schedules.map((row) => [row.status, row.collectedCents])).toEqual([['COLLECTED', 3000n]]);
  });

  it('can be moved or split within 14 days of its date, twice, and no further', async () => {
    const { member, advance } = await owingMember(t, 4000);
    const change = (parts: { dueOn: string; amount: number }[]) =>
      call(member, changeRepaymentSchedule, { body: { advanceId: advance.id, parts } });
    const businessDayAfter = (date: string, days: number) => {
      let day = dayNumberOf(date) + days;
      while (!isBankBusinessDay(isoDateOf(day))) day -= 1;
      return isoDateOf(day);
    };
    const late = businessDayAfter(advance.repaymentDate, 14);
    const tooLate = addDays(advance.repaymentDate, 15);
    const refused = await change([{ dueOn: tooLate, amount: 4000 }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.error.fields?.['parts.0.dueOn']).toMatch(/no later than/);
    const wrongSum = await change([
      { dueOn: advance.repaymentDate, amount: 1000 },
      { dueOn: late, amount: 1000 },
    ]);
    expect(wrongSum.error.fields?.parts).toMatch(/must add up to the \$40\.00 you owe/);

    const moved = await ok(change([{ dueOn: late, amount: 4000 }]));
    expect(moved.advance.scheduledRepayments.map((row) => row.dueOn)).toEqual([late]);
    const split = await ok(
      change([
        { dueOn: businessDayAfter(advance.repaymentDate, 7), amount: 2000 },
        { dueOn: late, amount: 2000 },
      ]),
    );
    expect(split.advance.scheduleChangesLeft).toBe(0);
    expect(split.advance.scheduledRepayments.map((row) => row.amount)).toEqual([2000, 2000]);
    const third = await change([{ dueOn: late, amount: 4000 }]);
    expect(third.error.fields?.parts).toMatch(/already changed 2 times/);
  });

  it('is another member’s: 404', async () => {
    const { advance } = await owingMember(t, 2000);
    const stranger = await linkedMember(t);
    const response = await call(stranger, changeRepaymentSchedule, {
      body: { advanceId: advance.id, parts: [{ dueOn: advance.repaymentDate, amount: 2000 }] },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('turning Cash Advance off', () => {
  it('takes one call, even while money is owed: the repayment stays scheduled and new advances stop', async () => {
    const { member, joined, advance } = await owingMember(t, 2000);
    const cancelled = await ok(call(member, cancelCashAdvanceSubscription));
    expect(cancelled).toMatchObject({ accountStatus: 'CANCELLED', stillOwed: 2000 });
    expect((await outstanding(member)).advances[0]?.scheduledRepayments).toEqual([
      expect.objectContaining({ dueOn: advance.repaymentDate, status: 'SCHEDULED' }),
    ]);
    const quote = await call(member, createUserEsign, {
      body: { applicationId: joined.applicationId, amount: 1000, disbursementMethod: 'STANDARD_BANK', tip: 0 },
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.error.code).toBe('CASH_ADVANCE_UNAVAILABLE');

    // Turning it back on is the subscription again, with the agreements already signed.
    const again = await ok(
      call(member, subscribeToCashAdvance, { body: { underwritingTransactionId: joined.underwritingTransactionId } }),
    );
    expect(again.status).toBe('ADDON_SUCCESS');
  });
});
