import { updateAddress } from '@fernleaf/contract/address';
import type { CallInput } from '@fernleaf/contract/define-call';
import { verifyIdentity } from '@fernleaf/contract/identity-verification';
import { getOnboardingState, type OnboardingState } from '@fernleaf/contract/onboarding';
import { updateDateOfBirth } from '@fernleaf/contract/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../identity/users-repo.ts';
import { call, callUnchecked, ok } from '../../test/call.ts';
import { sandboxSsn } from '../../test/sandbox-ssn.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Asks where the member stands (naming a flow, a step visited or one completed); each member calls its own app. */
const state = (member: Member, body: CallInput<typeof getOnboardingState>['body'] = {}) =>
  call(member, getOnboardingState, { body });
/** The state of a call that must succeed. */
const stateData = (member: Member, body: CallInput<typeof getOnboardingState>['body'] = {}) => ok(state(member, body));

async function giveDateOfBirth(member: Member) {
  const response = await call(member, updateDateOfBirth, { body: { dateOfBirth: '04/12/1990' } });
  expect(response.statusCode).toBe(200);
}

async function giveAddress(member: Member) {
  const response = await call(member, updateAddress, {
    body: { streetAddress: '1600 Market Street', city: 'Philadelphia', state: 'PA', zip: '19103' },
  });
  expect(response.statusCode).toBe(200);
}

// The phone step's own calls are tested in modules/user and modules/contact.
const givePhone = (member: Member) =>
  updateUser(testApp.database.db, member.memberId, { phoneNumber: '2155550123', phoneVerifiedAt: new Date() });

const statuses = (data: OnboardingState) => data.steps.map((step) => `${step.id}:${step.status}`);

describe('the onboarding state', () => {
  it('needs a signed-in member', async () => {
    const response = await call({ app: testApp.app }, getOnboardingState, { body: {} });
    expect(response.statusCode).toBe(401);
  });

  it('answers no flow for a member who started none', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    expect(await stateData(member)).toMatchObject({
      flow: null,
      steps: [],
      nextStep: null,
      landing: '/home',
    });
  });

  it('refuses a flow that is not a product, naming the field', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const response = await callUnchecked(member, getOnboardingState, { body: { flow: 'lottery' } });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ flow: 'Choose a product to start' });
  });

  it('walks the generic flow in order and resumes where the member left off, without naming the flow', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const first = await stateData(member, { flow: 'generic' });
    expect(statuses(first)).toEqual([
      'referral:current',
      'welcome:upcoming',
      'dob-and-address:upcoming',
      'phone-number:upcoming',
      'ssn-and-verification:upcoming',
    ]);
    expect(first.nextStep).toEqual({ id: 'referral', path: '/onboarding/referral' });

    await state(member, { flow: 'generic', completed: 'referral' });
    await state(member, { flow: 'generic', completed: 'welcome' });
    await giveDateOfBirth(member);
    await giveAddress(member);

    // Another device, which knows nothing of the flow: the server names it and the step to show.
    const resumed = await stateData(member);
    expect(resumed.flow).toBe('generic');
    expect(resumed.nextStep).toEqual({ id: 'phone-number', path: '/onboarding/phone-number' });
  });

  it('refuses to record a step before the current one is done, and records the current one once', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const skipped = await state(member, { flow: 'generic', completed: 'welcome' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.error).toMatchObject({ code: 'ONBOARDING_STEP_REQUIRED' });
    expect(skipped.error.description).toContain('"referral"');

    expect((await state(member, { flow: 'generic', completed: 'referral' })).statusCode).toBe(200);
    const again = await state(member, { flow: 'generic', completed: 'referral' });
    expect(again.statusCode).toBe(200);
    expect(again.data.nextStep?.id).toBe('welcome');
  });

  it('never lets a claim complete an identity step', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    await state(member, { flow: 'roarmoney', completed: 'intro' });
    const response = await state(member, { flow: 'roarmoney', completed: 'dob-and-address' });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({
      completed: '"dob-and-address" is not a step this product records as done',
    });
  });

  it('allows visiting a done or current step only', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    await state(member, { flow: 'roarmoney', completed: 'intro' });
    const visit = async (visiting: string) => (await stateData(member, { flow: 'roarmoney', visiting })).visitAllowed;
    expect(await visit('intro')).toBe(true);
    expect(await visit('dob-and-address')).toBe(true);
    expect(await visit('ssn-and-verification')).toBe(false);
    expect(await visit('account-activation')).toBe(false);
  });

  it('asks only the address of a member whose date of birth is known, and finishes at the landing page', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    await giveDateOfBirth(member);
    await givePhone(member);
    const before = await stateData(member, { flow: 'cbplus' });
    expect(before.nextStep).toEqual({ id: 'address', path: '/onboarding/cbplus/address' });

    await giveAddress(member);
    await call(member, verifyIdentity, { body: { ssn: sandboxSsn('6789') } });
    const done = await stateData(member, { flow: 'cbplus' });
    expect(done.nextStep).toBeNull();
    expect(done.landing).toBe('/home');
    // A finished flow is not resumed.
    expect((await stateData(member)).flow).toBeNull();
  });

  it('uses the compact layout for a cash advance: date of birth with the phone, the address with the SSN', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const data = await stateData(member, { flow: 'instacash' });
    const paths = data.steps.map((step) => step.path);
    // The product's own steps come around them (reads.test.ts of the cash advance follows the whole flow).
    expect(paths.slice(4, 6)).toEqual([
      '/onboarding/instacash/personal-details',
      '/onboarding/instacash/address-ssn-and-verification',
    ]);
  });

  it("keeps each member's flows their own", async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const other = await signUpMember(testApp.app, testApp.config);
    await state(member, { flow: 'roarmoney', completed: 'intro' });
    expect((await stateData(other)).flow).toBeNull();
    expect((await stateData(other, { flow: 'roarmoney' })).nextStep?.id).toBe('intro');
  });
});

// Its own app: sign-up is rate-limited per client address, and the block above uses up its share.
describe('starting a flow', () => {
  let ownApp: TestApp;
  beforeAll(async () => {
    ownApp = await createTestApp();
  });
  afterAll(() => ownApp.close());

  it('starts a flow when the member acts in it, not when a page of it is only opened', async () => {
    const member = await signUpMember(ownApp.app, ownApp.config);
    // The product's intro opened and left without pressing anything: nothing to finish on /home.
    expect((await stateData(member, { flow: 'roarmoney', visiting: 'intro' })).visitAllowed).toBe(true);
    expect(await stateData(member)).toMatchObject({ flow: null, nextStep: null });

    // Continuing from the intro starts it; opening its pages afterwards keeps it the one to resume.
    await state(member, { flow: 'roarmoney', completed: 'intro' });
    await state(member, { flow: 'crypto', visiting: 'intro' });
    await state(member, { flow: 'roarmoney', visiting: 'dob-and-address' });
    expect(await stateData(member)).toMatchObject({
      flow: 'roarmoney',
      nextStep: { id: 'dob-and-address', path: '/onboarding/roarmoney/dob-and-address' },
    });
  });
});
