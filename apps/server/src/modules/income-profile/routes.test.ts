import { getIncomeProfile, saveAnnualIncome, saveEmployment } from '@fernleaf/contract/income-profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeProfiles } from '../../db/schema/income-profile.ts';
import { type Caller, call, callUnchecked, openApiPathOf, type TestCallInput } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = { now: new Date('2026-03-02T15:00:00Z') };

type Member = Awaited<ReturnType<typeof signUpMember>>;

let testApp: TestApp;
// Sign-up is rate limited, so a few members serve every test, each with its own role.
let member: Member;
/** Never saves anything successfully. */
let unanswered: Member;
let first: Member;
let second: Member;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock.now });
  const signUp = () => signUpMember(testApp.app, testApp.config);
  [member, unanswered, first, second] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
});
afterAll(() => testApp.close());

const saveJob = (body: TestCallInput<typeof saveEmployment>['body'], who: Caller = member) =>
  call(who, saveEmployment, { body });
const saveIncome = (body: TestCallInput<typeof saveAnnualIncome>['body'], who: Caller = member) =>
  call(who, saveAnnualIncome, { body });
/** A body the contract refuses, sent as it is. */
const putUnchecked = (definition: typeof saveEmployment | typeof saveAnnualIncome, body: unknown, who: Caller) =>
  callUnchecked(who, definition, { body });

const read = (who: Caller = member) => call(who, getIncomeProfile);

const storedRowsOf = (memberId: string) =>
  testApp.database.db.select().from(incomeProfiles).where(eq(incomeProfiles.memberId, memberId));

describe('authentication', () => {
  it.each(
    [getIncomeProfile, saveEmployment, saveAnnualIncome].map(
      (definition) => [definition.method, definition.path, definition] as const,
    ),
  )('answers 401 to %s %s without a token, before looking at the body', async (method, _path, definition) => {
    const response = await callUnchecked(testApp, definition, {
      body: method === 'PUT' ? { nonsense: true } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.error.code).toBe('INVALID_TOKEN_OR_EXPIRED');
  });

  it('answers 401 to a token that is not one the sign-in service issued', async () => {
    const response = await read({ app: testApp.app, authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user/income-profile', () => {
  it('answers every field null for a member who never answered, not 404', async () => {
    const response = await read(unanswered);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ employmentStatus: null, employerName: null, annualIncomeCents: null });
    expect(await storedRowsOf(unanswered.memberId)).toEqual([]);
  });
});

describe('saving both halves', () => {
  it('saves the employment, then the income, each keeping the other, and answers them later', async () => {
    const employed = await saveJob({ employmentStatus: 'EMPLOYED_FULL_TIME', employerName: ' Acme & Co. ' });
    expect(employed.statusCode).toBe(200);
    expect(employed.data).toEqual({
      employmentStatus: 'EMPLOYED_FULL_TIME',
      employerName: 'Acme & Co.',
      annualIncomeCents: null,
    });

    clock.now = new Date('2026-03-02T15:05:00Z');
    const income = await saveIncome({ annualIncomeCents: 5_200_000 });
    expect(income.statusCode).toBe(200);
    const whole = { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Acme & Co.', annualIncomeCents: 5_200_000 };
    expect(income.data).toEqual(whole);
    expect((await read()).data).toEqual(whole);

    // A new employment answer replaces the status and employer and leaves the income.
    const retired = await saveJob({ employmentStatus: 'RETIRED' });
    expect(retired.data).toEqual({
      employmentStatus: 'RETIRED',
      employerName: null,
      annualIncomeCents: 5_200_000,
    });

    const rows = await storedRowsOf(member.memberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      employmentStatus: 'RETIRED',
      employerName: null,
      annualIncomeCents: 5_200_000n,
      updatedAt: new Date('2026-03-02T15:05:00Z'),
    });
  });

  it('sends the same answer twice to the same state, no Idempotency-Key needed', async () => {
    const answer = { employmentStatus: 'MILITARY', employerName: 'U.S. Navy' } as const;
    const once = await saveJob(answer);
    const twice = await saveJob(answer);
    expect(twice.statusCode).toBe(200);
    expect(twice.data).toEqual(once.data);
    expect(await storedRowsOf(member.memberId)).toHaveLength(1);
  });

  it('saves the income before any employment answer, with the employment still null', async () => {
    const response = await saveIncome({ annualIncomeCents: 0 }, second);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ employmentStatus: null, employerName: null, annualIncomeCents: 0 });
  });

  it.each([100, 1_000_000_000])('accepts %d cents, the edges of the range', async (annualIncomeCents) => {
    const response = await saveIncome({ annualIncomeCents });
    expect(response.statusCode).toBe(200);
    expect((await read()).data.annualIncomeCents).toBe(annualIncomeCents);
  });
});

describe('the employer name', () => {
  it.each(['EMPLOYED_FULL_TIME', 'EMPLOYED_PART_TIME', 'MILITARY'])(
    'is required for %s, with the message at employerName and nothing saved',
    async (employmentStatus) => {
      const response = await putUnchecked(saveEmployment, { employmentStatus }, unanswered);
      expect(response.statusCode).toBe(400);
      const error = response.error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({ employerName: 'Enter your employer name' });
      expect(error.description).toBe('employerName: Enter your employer name');
      expect(await storedRowsOf(unanswered.memberId)).toEqual([]);
    },
  );

  it.each([
    ['   ', 'Enter your employer name'],
    ['A'.repeat(101), 'Your employer name can be at most 100 characters'],
    ['Acme <b>Corp</b>', "Your employer name can hold only letters, digits, spaces and & . , ' -"],
    ['--', 'Your employer name needs at least one letter or digit'],
  ])('refuses %j with its message at employerName', async (employerName, message) => {
    const response = await putUnchecked(
      saveEmployment,
      { employmentStatus: 'EMPLOYED_PART_TIME', employerName },
      unanswered,
    );
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ employerName: message });
    expect(await storedRowsOf(unanswered.memberId)).toEqual([]);
  });

  it.each(['SELF_EMPLOYED', 'GIG_WORKER', 'RETIRED', 'STUDENT', 'UNEMPLOYED', 'OTHER'] as const)(
    'is dropped for %s and stored as null',
    async (employmentStatus) => {
      const response = await saveJob({ employmentStatus, employerName: 'Acme Corp' });
      expect(response.statusCode).toBe(200);
      expect(response.data).toMatchObject({ employmentStatus, employerName: null });
      const [row] = await storedRowsOf(member.memberId);
      expect(row).toMatchObject({ employmentStatus, employerName: null });
    },
  );
});

describe('validation', () => {
  it.each([
    [{}, 'employmentStatus', 'Choose your employment status'],
    [{ employmentStatus: 'FREELANCER' }, 'employmentStatus', 'Choose your employment status'],
    [{ employmentStatus: null }, 'employmentStatus', 'Choose your employment status'],
    [{ employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 42 }, 'employerName', 'Enter your employer name as text'],
  ])('refuses the employment %o with 400 at %s', async (body, field, message) => {
    const response = await putUnchecked(saveEmployment, body, unanswered);
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ [field]: message });
  });

  it.each([
    [{}, 'Enter your annual household income'],
    [{ annualIncomeCents: '5200000' }, 'Enter your annual household income'],
    [{ annualIncomeCents: 5_200_050 }, 'Enter your annual household income in whole dollars, without cents'],
    [{ annualIncomeCents: 99 }, 'Enter your annual household income in whole dollars, without cents'],
    [{ annualIncomeCents: 5_200_000.5 }, 'Enter your annual household income in whole dollars, without cents'],
    [{ annualIncomeCents: -100 }, 'Your annual household income cannot be negative'],
    [{ annualIncomeCents: 1_000_000_100 }, 'Your annual household income can be at most $10,000,000'],
    [{ annualIncomeCents: 1e300 }, 'Enter your annual household income in whole dollars, without cents'],
  ])('refuses the income %o with 400 and the message at annualIncomeCents, saving nothing', async (body, message) => {
    const response = await putUnchecked(saveAnnualIncome, body, unanswered);
    expect(response.statusCode).toBe(400);
    const error = response.error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ annualIncomeCents: message });
    expect(await storedRowsOf(unanswered.memberId)).toEqual([]);
  });

  it('refuses a body that is not JSON, naming the body', async () => {
    const response = await callUnchecked(
      member,
      saveAnnualIncome,
      { rawBody: '{"annualIncomeCents":' },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.error.fields ?? {})).toEqual(['body']);
  });
});

describe('ownership', () => {
  it("keeps each member's profile their own: no one reads or changes another's", async () => {
    await saveJob({ employmentStatus: 'EMPLOYED_PART_TIME', employerName: 'Blue Harbor Cafe' }, first);
    await saveIncome({ annualIncomeCents: 3_100_000 }, first);

    // The second member writes their own answers; the calls name no member, so they can only be theirs.
    await saveJob({ employmentStatus: 'STUDENT' }, second);
    await saveIncome({ annualIncomeCents: 1_200_000 }, second);

    expect((await read(first)).data).toEqual({
      employmentStatus: 'EMPLOYED_PART_TIME',
      employerName: 'Blue Harbor Cafe',
      annualIncomeCents: 3_100_000,
    });
    expect((await read(second)).data).toEqual({
      employmentStatus: 'STUDENT',
      employerName: null,
      annualIncomeCents: 1_200_000,
    });
    expect((await read(unanswered)).data).toEqual({
      employmentStatus: null,
      employerName: null,
      annualIncomeCents: null,
    });
    expect(await storedRowsOf(first.memberId)).toHaveLength(1);
    expect(await storedRowsOf(second.memberId)).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('lists the three calls, the PUTs with their bodies', async () => {
    const paths = (await testApp.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(paths[openApiPathOf(getIncomeProfile)].get).toBeDefined();
    expect(paths[openApiPathOf(saveEmployment)].put.requestBody).toBeDefined();
    expect(paths[openApiPathOf(saveAnnualIncome)].put.requestBody).toBeDefined();
  });
});
