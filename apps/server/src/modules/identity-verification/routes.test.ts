import { updateAddress } from '@fernleaf/contract/address';
import { answerKba, retrievePii, verifyIdentity } from '@fernleaf/contract/identity-verification';
import { getOnboardingState } from '@fernleaf/contract/onboarding';
import { getProfile, updateDateOfBirth } from '@fernleaf/contract/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById, updateUser } from '../../identity/users-repo.ts';
import { type Caller, call, callUnchecked, type TestCallInput } from '../../test/call.ts';
import { sandboxSsn } from '../../test/sandbox-ssn.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let clock = new Date('2026-03-02T15:00:00Z');
type Member = Awaited<ReturnType<typeof signUpMember>>;

// Sign-up and these calls are rate-limited per client address: each block gets its own app, and
// each member calls from its own address (`signUpMember` gives each one), as members do.
function withOwnApp() {
  beforeAll(async () => {
    testApp = await createTestApp({ now: () => clock });
  });
  afterAll(() => testApp.close());
}

const verify = (member: Member, ssn: string) => call(member, verifyIdentity, { body: { ssn } });
const kba = (member: Member, body: TestCallInput<typeof answerKba>['body'] = {}) => call(member, answerKba, { body });
const pii = (member: Caller) => call(member, retrievePii);

/** The open quiz: the questions call answered without answers. */
async function openQuiz(member: Member) {
  const answer = (await kba(member)).data;
  if (answer.status !== 'QUESTIONS') throw new Error(`expected the questions, the call answered ${answer.status}`);
  return answer;
}

/** A member who finished the steps before the SSN: date of birth, address, verified phone. */
async function readyMember(): Promise<Member> {
  const member = await signUpMember(testApp.app, testApp.config);
  await call(member, updateDateOfBirth, { body: { dateOfBirth: '04-12-1990' } });
  const address = await call(member, updateAddress, {
    body: { streetAddress: '1600 Market Street', apt: 'Apt 4', city: 'Philadelphia', state: 'PA', zip: '19103' },
  });
  expect(address.statusCode).toBe(200);
  // The phone step's own calls are tested in modules/user and modules/contact.
  await updateUser(testApp.database.db, member.memberId, { phoneNumber: '2155550123', phoneVerifiedAt: new Date() });
  return member;
}

let anyMember: Member | undefined;
async function signedUpMember() {
  anyMember ??= await signUpMember(testApp.app, testApp.config);
  return anyMember;
}

describe('POST /api/lifecycle/verify/v6/idv', () => {
  withOwnApp();
  it('needs a signed-in member', async () => {
    const response = await call({ app: testApp.app }, verifyIdentity, { body: { ssn: '123456789' } });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['12345678', 'Enter a valid 9-digit Social Security number'],
    ['000-12-3456', 'This is not a Social Security number that can be issued. Check it and try again.'],
    ['666-12-3456', 'This is not a Social Security number that can be issued. Check it and try again.'],
    ['912-12-3456', 'This is not a Social Security number that can be issued. Check it and try again.'],
    ['123-00-3456', 'This is not a Social Security number that can be issued. Check it and try again.'],
    ['123-45-0000', 'This is not a Social Security number that can be issued. Check it and try again.'],
  ])('refuses %s at the ssn field', async (ssn, message) => {
    const response = await callUnchecked(await signedUpMember(), verifyIdentity, { body: { ssn } });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ ssn: message });
  });

  it('refuses the SSN step before the date of birth, address and phone are in', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const response = await verify(member, '123-45-6789');
    expect(response.statusCode).toBe(409);
    expect(response.error.code).toBe('ONBOARDING_STEP_REQUIRED');
  });

  it('verifies a matching SSN, keeps it encrypted and shows only its last four', async () => {
    const member = await readyMember();
    const ssn = sandboxSsn('6789');
    const response = await verify(member, ssn);
    expect(response.data).toEqual({ status: 'VERIFIED', attemptsLeft: 3 });

    const row = await findUserById(testApp.database.db, member.memberId);
    expect(row?.ssnEncrypted).not.toContain('6789');
    expect(row?.ssnVerifiedAt).toEqual(clock);
    const prefill = await pii(member);
    expect(prefill.statusCode, prefill.body).toBe(200);
    expect(prefill.data).toEqual({
      firstName: 'Avery',
      lastName: 'Stone',
      dateOfBirth: '04/12/1990',
      address: { streetAddress: '1600 MARKET ST', apt: 'APT 4', city: 'PHILADELPHIA', state: 'PA', zip: '19103' },
      phoneNumber: { number: '2155550123', isVerified: true },
      ssnLastFour: '6789',
    });
    // Sending it again spends nothing and answers the same.
    expect((await verify(member, ssn)).data).toEqual({ status: 'VERIFIED', attemptsLeft: 3 });

    // Another SSN after that is refused plainly, never answered as verified, and changes nothing.
    const another = await verify(member, sandboxSsn('4321'));
    expect(another.statusCode).toBe(409);
    expect(another.error).toMatchObject({
      code: 'IDENTITY_ALREADY_VERIFIED',
      title: 'Your identity is already verified',
      fields: { ssn: 'Your identity is already verified with another Social Security number.' },
    });
    const after = await findUserById(testApp.database.db, member.memberId);
    expect(after?.ssnFingerprint).toBe(row?.ssnFingerprint);
    expect(after?.ssnAttempts).toBe(0);
  });

  it('counts unmatched SSNs and closes online verification after the third', async () => {
    const member = await readyMember();
    expect((await verify(member, '123-45-2222')).data).toEqual({ status: 'NOT_MATCHED', attemptsLeft: 2 });
    expect((await verify(member, '123-45-2222')).data).toEqual({ status: 'NOT_MATCHED', attemptsLeft: 1 });
    expect((await verify(member, '123-45-2222')).data).toEqual({ status: 'FAILED', attemptsLeft: 0 });
    const locked = await verify(member, sandboxSsn('6789'));
    expect(locked.statusCode).toBe(403);
    expect(locked.error.code).toBe('IDENTITY_CHECK_LOCKED');
    expect((await findUserById(testApp.database.db, member.memberId))?.ssnEncrypted).toBeNull();
  });

  it('counts concurrent unmatched tries one by one', async () => {
    const member = await readyMember();
    const results = await Promise.all([verify(member, '123452222'), verify(member, '123452222')]);
    expect(results.map((result) => result.data.attemptsLeft).sort()).toEqual([1, 2]);
  });

  it('keeps one SSN to one member: a second member with it spends a try and is told it is in use', async () => {
    const first = await readyMember();
    const ssn = sandboxSsn('6789');
    expect((await verify(first, ssn)).data.status).toBe('VERIFIED');

    const second = await readyMember();
    // However it is typed, it is the same number.
    expect((await verify(second, ssn.replaceAll('-', ''))).data).toEqual({ status: 'IN_USE', attemptsLeft: 2 });
    const row = await findUserById(testApp.database.db, second.memberId);
    expect(row?.ssnEncrypted).toBeNull();
    expect(row?.identityStatus).toBeNull();
    // Their own number still passes.
    expect((await verify(second, sandboxSsn('6789'))).data).toEqual({ status: 'VERIFIED', attemptsLeft: 2 });
  });

  it('lets only one of two members sending the same SSN at once keep it', async () => {
    const [one, two] = [await readyMember(), await readyMember()];
    const ssn = sandboxSsn('6789');
    const results = await Promise.all([verify(one, ssn), verify(two, ssn)]);
    expect(results.map((result) => result.data.status).sort()).toEqual(['IN_USE', 'VERIFIED']);
  });

  it('stops at once on an SSN with a fraud alert', async () => {
    const member = await readyMember();
    expect((await verify(member, sandboxSsn('3333'))).data).toEqual({ status: 'FAILED', attemptsLeft: 0 });
  });
});

describe('POST /api/lifecycle/verify/v5/idv/kba', () => {
  withOwnApp();
  async function memberAtKba() {
    const member = await readyMember();
    expect((await verify(member, sandboxSsn('1111'))).data.status).toBe('KBA_REQUIRED');
    return member;
  }

  type Question = { id: string; text: string; options: { id: string; text: string }[] };
  const pick = (questions: Question[], texts: Record<string, string>) =>
    questions.map((question) => ({
      questionId: question.id,
      optionId:
        question.options.find((option) => option.text === texts[question.id])?.id ?? question.options[0]?.id ?? '',
    }));
  const rightAnswers = { street: 'MARKET ST', city: 'PHILADELPHIA', 'area-code': '215' };

  it('is refused before the SSN asked for it', async () => {
    const response = await kba(await readyMember());
    expect(response.statusCode).toBe(409);
    expect(response.error.code).toBe('ONBOARDING_STEP_REQUIRED');
  });

  it("asks about the member's own history, never sending the answers, and keeps the same questions until answered", async () => {
    const member = await memberAtKba();
    const first = await openQuiz(member);
    expect(first.status).toBe('QUESTIONS');
    expect(first.questions.map((question) => question.id)).toEqual(['street', 'city', 'area-code']);
    expect(JSON.stringify(first)).not.toContain('correct');
    expect((await openQuiz(member)).quizId).toBe(first.quizId);
  });

  it('verifies the member when every answer is right', async () => {
    const member = await memberAtKba();
    const quiz = await openQuiz(member);
    const graded = await kba(member, { quizId: quiz.quizId, answers: pick(quiz.questions, rightAnswers) });
    expect(graded.data).toEqual({ status: 'VERIFIED' });
    const state = await call(member, getOnboardingState, { body: { flow: 'generic' } });
    expect(state.data.identityStatus).toBe('VERIFIED');
  });

  it('names each unanswered question', async () => {
    const member = await memberAtKba();
    const quiz = await openQuiz(member);
    const response = await callUnchecked(member, answerKba, {
      body: { quizId: quiz.quizId, answers: pick(quiz.questions, rightAnswers).slice(0, 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({
      'answers.city': 'Choose an answer',
      'answers.area-code': 'Choose an answer',
    });
  });

  it('gives one more quiz after wrong answers, then closes online verification', async () => {
    const member = await memberAtKba();
    const wrong = { street: 'None of the above', city: 'None of the above', 'area-code': 'None of the above' };
    const first = await openQuiz(member);
    expect((await kba(member, { quizId: first.quizId, answers: pick(first.questions, wrong) })).data).toEqual({
      status: 'NOT_PASSED',
      attemptsLeft: 1,
    });
    // The answered quiz cannot be answered again.
    const replay = await kba(member, { quizId: first.quizId, answers: pick(first.questions, rightAnswers) });
    expect(replay.error.code).toBe('KBA_QUIZ_EXPIRED');

    const second = await openQuiz(member);
    expect(second.quizId).not.toBe(first.quizId);
    expect(second.attemptsLeft).toBe(1);
    expect((await kba(member, { quizId: second.quizId, answers: pick(second.questions, wrong) })).data).toEqual({
      status: 'FAILED',
      attemptsLeft: 0,
    });
    expect((await kba(member)).statusCode).toBe(403);
  });

  it('refuses answers to expired questions', async () => {
    const member = await memberAtKba();
    const quiz = await openQuiz(member);
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    const response = await kba(member, { quizId: quiz.quizId, answers: pick(quiz.questions, rightAnswers) });
    expect(response.statusCode).toBe(409);
    expect(response.error.code).toBe('KBA_QUIZ_EXPIRED');
    expect((await openQuiz(member)).quizId).not.toBe(quiz.quizId);
  });

  it("answers 404 for another member's quiz", async () => {
    const member = await memberAtKba();
    const other = await memberAtKba();
    const quiz = await openQuiz(member);
    const response = await kba(other, { quizId: quiz.quizId, answers: pick(quiz.questions, rightAnswers) });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/lifecycle/retrieve/pii', () => {
  withOwnApp();
  it('answers what a new member gave: the name only', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    expect((await pii(member)).data).toEqual({
      firstName: 'Avery',
      lastName: 'Stone',
      dateOfBirth: null,
      address: null,
      phoneNumber: null,
      ssnLastFour: null,
    });
  });

  it('needs a signed-in member', async () => {
    expect((await pii({ app: testApp.app })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/update-date-of-birth after an identity check', () => {
  withOwnApp();
  const putDateOfBirth = (member: Member, dateOfBirth: string) =>
    call(member, updateDateOfBirth, { body: { dateOfBirth } });
  const profile = async (member: Member) => (await call(member, getProfile)).data;

  it('is refused with 409 IDENTITY_FIELD_LOCKED once the SSN check verified the member, the date unchanged', async () => {
    const member = await readyMember();
    expect((await verify(member, sandboxSsn('6789'))).data.status).toBe('VERIFIED');
    expect(await profile(member)).toMatchObject({ dateOfBirth: '1990-04-12', isDateOfBirthLocked: true });

    const changed = await putDateOfBirth(member, '01-02-1985');
    expect(changed.statusCode).toBe(409);
    const { error } = changed;
    expect(error.code).toBe('IDENTITY_FIELD_LOCKED');
    expect(error.fields?.dateOfBirth).toMatch(/contact member support/);
    expect((await profile(member)).dateOfBirth).toBe('1990-04-12');
    // Saving the date it already has changes nothing and is not refused.
    expect((await putDateOfBirth(member, '04-12-1990')).statusCode).toBe(200);
  });

  it('is refused while the identity questions are open, the SSN having matched this date', async () => {
    const member = await readyMember();
    expect((await verify(member, sandboxSsn('1111'))).data.status).toBe('KBA_REQUIRED');
    expect((await putDateOfBirth(member, '01-02-1985')).statusCode).toBe(409);
    expect((await profile(member)).dateOfBirth).toBe('1990-04-12');
  });

  it('is allowed before any check was decided, also after an SSN that did not match', async () => {
    const member = await readyMember();
    expect((await profile(member)).isDateOfBirthLocked).toBe(false);
    expect((await verify(member, sandboxSsn('2222'))).data.status).toBe('NOT_MATCHED');
    expect((await putDateOfBirth(member, '01-02-1985')).statusCode).toBe(200);
    expect(await profile(member)).toMatchObject({ dateOfBirth: '1985-01-02', isDateOfBirthLocked: false });
  });
});
