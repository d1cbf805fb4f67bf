// The product steps other calls complete: linking a bank, opening checking, answering the income
// questions. They read as done from the member's records and cannot be claimed.
import type { CallInput } from '@fernleaf/contract/define-call';
import { saveAnnualIncome } from '@fernleaf/contract/income-profile';
import { getOnboardingState, type OnboardingState } from '@fernleaf/contract/onboarding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok } from '../../test/call.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  insertLinkedAccount,
  openAccountFor,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';

let t: CheckingTestApp;
beforeAll(async () => {
  t = await createCheckingTestApp();
});
afterAll(() => t.close());

type StateBody = CallInput<typeof getOnboardingState>['body'];
const state = (member: TestMember, body: StateBody) => call(member, getOnboardingState, { body });
const stateData = (member: TestMember, body: StateBody) => ok(state(member, body));

const statusOf = (data: OnboardingState, id: string) => data.steps.find((step) => step.id === id)?.status;

describe('fact steps of the onboarding flows', () => {
  it('refuses a claim that the bank is linked, and reads it as done once a bank is', async () => {
    const member = await signUpMemberWithAddress(t);
    await state(member, { flow: 'loans', completed: 'bv-preroll' });

    const claimed = await state(member, { flow: 'loans', completed: 'bv-linking' });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.error.fields).toHaveProperty('completed');
    expect(statusOf(await stateData(member, { flow: 'loans' }), 'bv-linking')).toBe('current');

    await insertLinkedAccount(t, member.memberId);
    const linked = await stateData(member, { flow: 'loans' });
    expect(statusOf(linked, 'bv-linking')).toBe('done');
    expect(linked.nextStep?.id).toBe('employment');
  });

  it('takes the income questions as answered from the income profile, whichever product asked them', async () => {
    const member = await signUpMemberWithAddress(t);
    await insertLinkedAccount(t, member.memberId);
    await state(member, { flow: 'loans', completed: 'bv-preroll' });
    const saved = await call(member, saveAnnualIncome, { body: { annualIncomeCents: 5_200_000 } });
    expect(saved.statusCode).toBe(200);
    // Income answered first leaves employment current, and income done when it comes to it.
    const data = await stateData(member, { flow: 'loans' });
    expect(data.nextStep?.id).toBe('employment');
    expect(statusOf(data, 'annual-income')).toBe('done');
    expect((await state(member, { flow: 'loans', completed: 'employment' })).statusCode).toBe(400);
  });

  it('counts a bank still fetching its accounts only once its fetch is due', async () => {
    const member = await signUpMemberWithAddress(t);
    await state(member, { flow: 'foundmoney', completed: 'bv-preroll' });
    await insertLinkedAccount(t, member.memberId, {
      status: 'PENDING',
      completesAt: new Date(t.clock.now.getTime() + 5_000),
    });
    expect((await stateData(member, { flow: 'foundmoney' })).nextStep?.id).toBe('bv-linking');
    t.advance(6);
    // The member is through the identity steps already, so the findings come next.
    expect((await stateData(member, { flow: 'foundmoney' })).nextStep?.id).toBe('offers');
  });

  it('takes crypto’s checking step as done for a member who opened checking, and not before', async () => {
    const member = await signUpMemberWithAddress(t);
    await state(member, { flow: 'crypto', completed: 'intro' });
    expect(statusOf(await stateData(member, { flow: 'crypto' }), 'account-activation')).toBe('current');

    await openAccountFor(t, member);
    const opened = await stateData(member, { flow: 'crypto' });
    expect(statusOf(opened, 'account-activation')).toBe('done');
    const claimed = await state(member, { flow: 'crypto', completed: 'account-activation' });
    expect(claimed.statusCode).toBe(400);
  });
});
