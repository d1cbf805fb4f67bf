import { randomUUID } from 'node:crypto';
import type { CallResponse } from '@fernleaf/contract/define-call';
import type { ApiErrorBody } from '@fernleaf/contract/envelopes';
import type { getProfile } from '@fernleaf/contract/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById, updateUser } from '../../identity/users-repo.ts';
import { sandboxSsn } from '../../test/sandbox-ssn.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let clock = new Date('2026-03-02T15:00:00Z');
type Member = Awaited<ReturnType<typeof signUpMember>>;

// Sign-up and these calls are rate-limited per client address: each block gets its own app, and
// each member calls from its own address, as members do.
function withOwnApp() {
  beforeAll(async () => {
    testApp = await createTestApp({ now: () => clock });
  });
  afterAll(() => testApp.close());
}
const addresses = new Map<string, string>();
const addressOf = (member: Member) => {
  if (!addresses.has(member.memberId))
    addresses.set(member.memberId, `10.0.${addresses.size >> 8}.${addresses.size & 255}`);
  return addresses.get(member.memberId);
};

const post = (member: Member, url: string, payload: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { authorization: member.authorization },
    payload,
    remoteAddress: addressOf(member),
  });
const verify = (member: Member, ssn: string) => post(member, '/api/lifecycle/verify/v6/idv', { ssn });
const kba = (member: Member, payload: Record<string, unknown> = {}) =>
  post(member, '/api/lifecycle/verify/v5/idv/kba', payload);
const pii = (member: Member) =>
  testApp.app.inject({ url: '/api/lifecycle/retrieve/pii', headers: { authorization: member.authorization } });

/** A member who finished the steps before the SSN: date of birth, address, verified phone. */
async function readyMember(): Promise<Member> {
  const member = await signUpMember(testApp.app, testApp.config);
  await testApp.app.inject({
    method: 'PUT',
    url: '/api/user/update-date-of-birth',
    headers: { authorization: member.authorization },
    payload: { dateOfBirth: '04-12-1990' },
  });
  const address = await testApp.app.inject({
    method: 'POST',
    url: '/api/lifecycle/update/address',
    headers: { authorization: member.authorization, 'idempotency-key': randomUUID() },
    payload: { streetAddress: '1600 Market Street', apt: 'Apt 4', city: 'Philadelphia', state: 'PA', zip: '19103' },
  });
  expect(address.statusCode).toBe(200);
  // The phone step's own calls are tested in modules/user and modules/contact.
  await updateUser(testApp.database.db, member.memberId, { phoneNumber: '2155550123', phoneVerifiedAt: new Date() });
  return member;
}

let anyMember: Member | undefined;
async function tokenOfAnyMember() {
  anyMember ??= await signUpMember(testApp.app, testApp.config);
  return anyMember.tokens.accessToken;
}

describe('POST /api/lifecycle/verify/v6/idv', () => {
  withOwnApp();
  it('needs a signed-in member', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/lifecycle/verify/v6/idv',
      payload: { ssn: '123456789' },
    });
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
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/lifecycle/verify/v6/idv',
      headers: { authorization: `Bearer ${await tokenOfAnyMember()}` },
      payload: { ssn },
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ ssn: message });
  });

  it('refuses the SSN step before the date of birth, address and phone are in', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    const response = await verify(member, '123-45-6789');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ONBOARDING_STEP_REQUIRED');
  });

  it('verifies a matching SSN, keeps it encrypted and shows only its last four', async () => {
    const member = await readyMember();
    const ssn = sandboxSsn('6789');
    const response = await verify(member, ssn);
    expect(response.json().data).toEqual({ status: 'VERIFIED', attemptsLeft: 3 });

    const row = await findUserById(testApp.database.db, member.memberId);
    expect(row?.ssnEncrypted).not.toContain('6789');
    expect(row?.ssnVerifiedAt).toEqual(clock);
    const prefill = await pii(member);
    expect(prefill.statusCode, prefill.body).toBe(200);
    expect(prefill.json().data).toEqual({
      firstName: 'Avery',
      lastName: 'Stone',
      dateOfBirth: '04/12/1990',
      address: { streetAddress: '1600 MARKET ST', apt: 'APT 4', city: 'PHILADELPHIA', state: 'PA', zip: '19103' },
      phoneNumber: { number: '2155550123', isVerified: true },
      ssnLastFour: '6789',
    });
    // Sending it again spends nothing and answers the same.
    expect((await verify(member, ssn)).json().data).toEqual({ status: 'VERIFIED', attemptsLeft: 3 });

    // Another SSN after that is refused plainly, never answered as verified, and changes nothing.
    const another = await verify(member, sandboxSsn('4321'));
    expect(another.statusCode).toBe(409);
    expect(another.json().error).toMatchObject({
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
    expect((await verify(member, '123-45-2222')).json().data).toEqual({ status: 'NOT_MATCHED', attemptsLeft: 2 });
    expect((await verify(member, '123-45-2222')).json().data).toEqual({ status: 'NOT_MATCHED', attemptsLeft: 1 });
    expect((await verify(member, '123-45-2222')).json().data).toEqual({ status: 'FAILED', attemptsLeft: 0 });
    const locked = await verify(member, sandboxSsn('6789'));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('IDENTITY_CHECK_LOCKED');
    expect((await findUserById(testApp.database.db, member.memberId))?.ssnEncrypted).toBeNull();
  });

  it('counts concurrent unmatched tries one by one', async () => {
    const member = await readyMember();
    const results = await Promise.all([verify(member, '123452222'), verify(member, '123452222')]);
    expect(results.map((result) => result.json().data.attemptsLeft).sort()).toEqual([1, 2]);
  });

  it('keeps one SSN to one member: a second member with it spends a try and is told it is in use', async () => {
    const first = await readyMember();
    const ssn = sandboxSsn('6789');
    expect((await verify(first, ssn)).json().data.status).toBe('VERIFIED');

    const second = await readyMember();
    // However it is typed, it is the same number.
    expect((await verify(second, ssn.replaceAll('-', ''))).json().data).toEqual({ status: 'IN_USE', attemptsLeft: 2 });
    const row = await findUserById(testApp.database.db, second.memberId);
    expect(row?.ssnEncrypted).toBeNull();
    expect(row?.identityStatus).toBeNull();
    // Their own number still passes.
    expect((await verify(second, sandboxSsn('6789'))).json().data).toEqual({ status: 'VERIFIED', attemptsLeft: 2 });
  });

  it('lets only one of two members sending the same SSN at once keep it', async () => {
    const [one, two] = [await readyMember(), await readyMember()];
    const ssn = sandboxSsn('6789');
    const results = await Promise.all([verify(one, ssn), verify(two, ssn)]);
    expect(results.map((result) => result.json().data.status).sort()).toEqual(['IN_USE', 'VERIFIED']);
  });

  it('stops at once on an SSN with a fraud alert', async () => {
    const member = await readyMember();
    expect((await verify(member, sandboxSsn('3333'))).json().data).toEqual({ status: 'FAILED', attemptsLeft: 0 });
  });
});

describe('POST /api/lifecycle/verify/v5/idv/kba', () => {
  withOwnApp();
  async function memberAtKba() {
    const member = await readyMember();
    expect((await verify(member, sandboxSsn('1111'))).json().data.status).toBe('KBA_REQUIRED');
    return member;
  }

  type Question = { id: string; text: string; options: { id: string; text: string }[] };
  const pick = (questions: Question[], texts: Record<string, string>) =>
    questions.map((question) => ({
      questionId: question.id,
      optionId: question.options.find((option) => option.text === texts[question.id])?.id ?? question.options[0]?.id,
    }));
  const rightAnswers = { street: 'MARKET ST', city: 'PHILADELPHIA', 'area-code': '215' };

  it('is refused before the SSN asked for it', async () => {
    const response = await kba(await readyMember());
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ONBOARDING_STEP_REQUIRED');
  });

  it("asks about the member's own history, never sending the answers, and keeps the same questions until answered", async () => {
    const member = await memberAtKba();
    const first = (await kba(member)).json().data;
    expect(first.status).toBe('QUESTIONS');
    expect(first.questions.map((question: Question) => question.id)).toEqual(['street', 'city', 'area-code']);
    expect(JSON.stringify(first)).not.toContain('correct');
    expect((await kba(member)).json().data.quizId).toBe(first.quizId);
  });

  it('verifies the member when every answer is right', async () => {
    const member = await memberAtKba();
    const quiz = (await kba(member)).json().data;
    const graded = await kba(member, { quizId: quiz.quizId, answers: pick(quiz.questions, rightAnswers) });
    expect(graded.json().data).toEqual({ status: 'VERIFIED' });
    const state = await post(member, '/api/lifecycle/onboard/state', { flow: 'generic' });
    expect(state.json().data.identityStatus).toBe('VERIFIED');
  });

  it('names each unanswered question', async () => {
    const member = await memberAtKba();
    const quiz = (await kba(member)).json().data;
    const response = await kba(member, {
      quizId: quiz.quizId,
      answers: pick(quiz.questions, rightAnswers).slice(0, 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'answers.city': 'Choose an answer',
      'answers.area-code': 'Choose an answer',
    });
  });

  it('gives one more quiz after wrong answers, then closes online verification', async () => {
    const member = await memberAtKba();
    const wrong = { street: 'None of the above', city: 'None of the above', 'area-code': 'None of the above' };
    const first = (await kba(member)).json().data;
    expect((await kba(member, { quizId: first.quizId, answers: pick(first.questions, wrong) })).json().data).toEqual({
      status: 'NOT_PASSED',
      attemptsLeft: 1,
    });
    // The answered quiz cannot be answered again.
    const replay = await kba(member, { quizId: first.quizId, answers: pick(first.questions, rightAnswers) });
    expect(replay.json().error.code).toBe('KBA_QUIZ_EXPIRED');

    const second = (await kba(member)).json().data;
    expect(second.quizId).not.toBe(first.quizId);
    expect(second.attemptsLeft).toBe(1);
    expect((await kba(member, { quizId: second.quizId, answers: pick(second.questions, wrong) })).json().data).toEqual({
      status: 'FAILED',
      attemptsLeft: 0,
    });
    expect((await kba(member)).statusCode).toBe(403);
  });

  it('refuses answers to expired questions', async () => {
    const member = await memberAtKba();
    const quiz = (await kba(member)).json().data;
    clock = new Date(clock.getTime() + 11 * 60 * 1000);
    const response = await kba(member, { quizId: quiz.quizId, answers: pick(quiz.questions, rightAnswers) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('KBA_QUIZ_EXPIRED');
    expect((await kba(member)).json().data.quizId).not.toBe(quiz.quizId);
  });

  it("answers 404 for another member's quiz", async () => {
    const member = await memberAtKba();
    const other = await memberAtKba();
    const quiz = (await kba(member)).json().data;
    const response = await kba(other, { quizId: quiz.quizId, answers: pick(quiz.questions, rightAnswers) });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/lifecycle/retrieve/pii', () => {
  withOwnApp();
  it('answers what a new member gave: the name only', async () => {
    const member = await signUpMember(testApp.app, testApp.config);
    expect((await pii(member)).json().data).toEqual({
      firstName: 'Avery',
      lastName: 'Stone',
      dateOfBirth: null,
      address: null,
      phoneNumber: null,
      ssnLastFour: null,
    });
  });

  it('needs a signed-in member', async () => {
    expect((await testApp.app.inject({ url: '/api/lifecycle/retrieve/pii' })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/update-date-of-birth after an identity check', () => {
  withOwnApp();
  const putDateOfBirth = (member: Member, dateOfBirth: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/user/update-date-of-birth',
      headers: { authorization: member.authorization },
      payload: { dateOfBirth },
    });
  const profile = async (member: Member) =>
    (
      (
        await testApp.app.inject({ url: '/api/user/getProfile', headers: { authorization: member.authorization } })
      ).json() as { data: CallResponse<typeof getProfile> }
    ).data;

  it('is refused with 409 IDENTITY_FIELD_LOCKED once the SSN check verified the member, the date unchanged', async () => {
    const member = await readyMember();
    expect((await verify(member, sandboxSsn('6789'))).json().data.status).toBe('VERIFIED');
    expect(await profile(member)).toMatchObject({ dateOfBirth: '1990-04-12', isDateOfBirthLocked: true });

    const changed = await putDateOfBirth(member, '01-02-1985');
    expect(changed.statusCode).toBe(409);
    const error = (changed.json() as { error: ApiErrorBody }).error;
    expect(error.code).toBe('IDENTITY_FIELD_LOCKED');
    expect(error.fields?.dateOfBirth).toMatch(/contact member support/);
    expect((await profile(member)).dateOfBirth).toBe('1990-04-12');
    // Saving the date it already has changes nothing and is not refused.
    expect((await putDateOfBirth(member, '04-12-1990')).statusCode).toBe(200);
  });

  it('is refused while the identity questions are open, the SSN having matched this date', async () => {
    const member = await readyMember();
    expect((await verify(member, sandboxSsn('1111'))).json().data.status).toBe('KBA_REQUIRED');
    expect((await putDateOfBirth(member, '01-02-1985')).statusCode).toBe(409);
    expect((await profile(member)).dateOfBirth).toBe('1990-04-12');
  });

  it('is allowed before any check was decided, also after an SSN that did not match', async () => {
    const member = await readyMember();
    expect((await profile(member)).isDateOfBirthLocked).toBe(false);
    expect((await verify(member, sandboxSsn('2222'))).json().data.status).toBe('NOT_MATCHED');
    expect((await putDateOfBirth(member, '01-02-1985')).statusCode).toBe(200);
    expect(await profile(member)).toMatchObject({ dateOfBirth: '1985-01-02', isDateOfBirthLocked: false });
  });
});
