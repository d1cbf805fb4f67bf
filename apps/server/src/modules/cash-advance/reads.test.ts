import { newYorkTimeZone } from '@fernleaf/contract/calendar/date-time-formats';
import {
  getCashAdvanceInfo,
  getCashAdvanceTimeZone,
  getDisbursementAmounts,
  getDisbursementMethods,
  getFeeRepricing,
  getRecentCashAdvances,
  getTipOptions,
  getUserTreatments,
} from '@fernleaf/contract/cash-advance';
import { checkEligibilityV6 } from '@fernleaf/contract/cash-advance-onboarding';
import { instantFeeSchedule } from '@fernleaf/contract/cash-advance-pricing';
import { getOnboardingState } from '@fernleaf/contract/onboarding';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, linkBank, newCaller } from '../../test/bank-test-kit.ts';
import { call, callUnchecked, ok, type TestCallInput } from '../../test/call.ts';
import {
  assertBooksAgree,
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  joinCashAdvance,
  linkedMember,
  openChecking,
  takeAdvance,
} from '../../test/test-cash-advance-app.ts';

let t: CashAdvanceTestApp;
beforeAll(async () => {
  t = await createCashAdvanceTestApp();
});
afterEach(() => assertBooksAgree(t.db));
afterAll(() => t.close());

describe('the instacash onboarding flow', () => {
  it('goes intro, bank, qualified, identity, then the product steps, and lands on /instacash', async () => {
    const member = await newCaller(t);
    const state = async (body: TestCallInput<typeof getOnboardingState>['body']) =>
      ok(call(member, getOnboardingState, { body: { flow: 'instacash', ...body } }));
    const start = await state({});
    expect(start.steps.map((step) => step.id)).toEqual([
      'intro',
      'bv-preroll',
      'bv-linking',
      'qualified',
      'personal-details',
      'address-ssn-and-verification',
      'add-repayment-method',
      'disbursement-activation',
      'disbursement-destination',
      'disbursement-success',
    ]);
    expect(start.landing).toBe('/instacash');
    await state({ completed: 'intro' });
    await state({ completed: 'bv-preroll' });
    await linkBank(member, 'PLAID', undefined, 'user_thin');
    t.clock.advance(3000);
    await ok(call(member, checkEligibilityV6, { body: {} }));
    const denied = await state({});
    expect(denied.nextStep?.id).toBe('bv-denied');
    const refused = await call(member, getOnboardingState, {
      body: { flow: 'instacash', completed: 'bv-denied' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('counts the activation done when the subscription is on', async () => {
    const member = await linkedMember(t);
    await joinCashAdvance(member);
    const state = await ok(call(member, getOnboardingState, { body: { flow: 'instacash' } }));
    expect(state.steps.find((step) => step.id === 'disbursement-activation')?.status).toBe('done');
  });
});

describe('what the screens read', () => {
  it('answers the amounts, the ways with their fees and wording, the tips and the time zone', async () => {
    const member = await linkedMember(t);
    const joined = await joinCashAdvance(member);
    const amounts = await ok(call(member, getDisbursementAmounts));
    expect(amounts).toMatchObject({ minimum: 1000, step: 500 });
    expect(amounts.maximum).toBe(Math.floor(joined.limit / 500) * 500);
    expect(amounts.suggested.at(-1)).toBe(amounts.maximum);

    const ways = await ok(
      call(member, getDisbursementMethods, {
        query: { applicationAmount: 5000, applicationId: joined.applicationId },
      }),
    );
    expect(ways.methods.map((way) => [way.method, way.available, way.requirement])).toEqual([
      ['INSTANT_CHECKING', false, 'CHECKING_ACCOUNT'],
      ['INSTANT_CARD', false, 'DEBIT_CARD'],
      ['STANDARD_BANK', true, null],
    ]);
    const standard = ways.methods[2];
    expect(standard?.fee).toBe(0);
    expect(standard?.deliveryWording).toMatch(/^within [12]-[23] business days$/);

    const tips = await ok(call(member, getTipOptions, { query: { cashAdvanceAmount: 5000, tipSource: 'voluntary' } }));
    expect(tips).toEqual({ tipOptions: [0, 300, 500, 800], defaultTip: 0, tipSource: 'voluntary' });
    const badSource = await callUnchecked(member, getTipOptions, {
      query: { cashAdvanceAmount: 5000, tipSource: 'suggested' },
    });
    expect(badSource.error.fields).toHaveProperty('tipSource');

    const zone = await ok(call(member, getCashAdvanceTimeZone));
    expect(zone).toMatchObject({ timeZone: newYorkTimeZone, abbreviation: 'ET', standardCutoffHour: 14 });
  });

  it('lists recent activity a page at a time, with the filters of the spec', async () => {
    const member = await linkedMember(t);
    await openChecking(t, member);
    const joined = await joinCashAdvance(member);
    for (const amount of [1000, 1500]) {
      await takeAdvance(member, joined.applicationId, { amount, disbursementMethod: 'STANDARD_BANK' });
      t.clock.advance(1000);
    }
    const page = await ok(call(member, getRecentCashAdvances, { query: { pageSize: 1, includeApplication: 'true' } }));
    expect(page).toMatchObject({ total: 2, pageSize: 1 });
    expect(page.items[0]).toMatchObject({ type: 'ADVANCE', amount: 1500 });
    expect(page.items[0]?.application).toEqual(expect.objectContaining({ applicationId: joined.applicationId }));
    const withScheduled = await ok(call(member, getRecentCashAdvances, { query: { includePendingPayment: 'true' } }));
    expect(withScheduled.items.filter((item) => item.type === 'SCHEDULED_REPAYMENT')).toHaveLength(2);
    const onlyDone = await ok(call(member, getRecentCashAdvances, { query: { filterSuccess: 'true' } }));
    expect(onlyDone.total).toBe(0);
    const defaults = await ok(call(member, getRecentCashAdvances));
    expect(defaults).toMatchObject({ pageNumber: 0, pageSize: 5 });
  });

  it('assigns experiment groups the same way every time, and repricing only ever lowers the fee', async () => {
    const member = await linkedMember(t);
    const read = () => ok(call(member, getUserTreatments, { body: {} }));
    const first = await read();
    expect(await read()).toEqual(first);
    expect(first.treatments.map((treatment) => treatment.experimentName)).toEqual([
      'IC_REPRICING_JUL2025',
      'IC_REPRICING_SEP2025_10PCT',
      'IC_REPRICING_OCT2025_9PCT',
      'IC_REPRICING_OCT2025_8PCT',
      'ADDON_SUCCESS',
      'INSTACASH_TRIAL_TIER',
      'LOW_LASIC_FEB2025',
      'FLAT_10_FIXED_FEB2025',
      'ADDON_BB_REJECT',
    ]);
    expect(
      first.treatments.filter(
        (treatment) => treatment.experimentName.startsWith('IC_REPRICING') && treatment.treatmentName === 'TREATMENT',
      ).length,
    ).toBeLessThanOrEqual(1);
    const fees = await ok(call(member, getFeeRepricing));
    const standardFees = instantFeeSchedule.INSTANT_CARD.map((tier) => tier.feeCents);
    fees.schedule.INSTANT_CARD.forEach((tier, index) => {
      expect(tier.fee).toBeLessThanOrEqual(standardFees[index] ?? 0);
    });
  });
});

describe('why no advance can be taken yet', () => {
  const blockerOf = async (member: Caller) => {
    const info = await ok(call(member, getCashAdvanceInfo));
    return info.blockers.find((blocker) => blocker.code === 'NOT_QUALIFIED');
  };

  it('asks a member with no bank to link the one their pay goes into', async () => {
    const member = await newCaller(t);
    expect((await blockerOf(member))?.message).toBe(
      'Link the bank account your pay goes into to see what you can get.',
    );
  });

  it('names the bank a member just linked instead of asking them to link one', async () => {
    const member = await linkedMember(t);
    const blocker = await blockerOf(member);
    expect(blocker?.message).toBe(
      'You linked Ally Bank; we have not read its history yet. Get started to see what you can get.',
    );
    expect(blocker?.message).not.toMatch(/^Link the bank/);
  });

  it('says the linked bank’s first reason for a denial and what would change it', async () => {
    const member = await linkedMember(t, { username: 'user_thin' });
    const eligibility = await ok(call(member, checkEligibilityV6, { body: {} }));
    const [reason] = eligibility.qualification.denialReasons;
    expect(reason).toBeDefined();
    const blocker = await blockerOf(member);
    expect(blocker?.message).toBe(
      `The history of Ally Bank does not qualify for an advance yet. ${reason?.title} ${reason?.remedy}`,
    );
    expect(blocker?.actionPath).toBe('/onboarding/instacash/redirection');
  });
});
