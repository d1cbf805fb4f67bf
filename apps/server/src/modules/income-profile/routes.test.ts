import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeProfiles } from '../../db/schema/income-profile.ts';
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

const profileUrl = '/api/user/income-profile';
const employmentUrl = `${profileUrl}/employment`;
const incomeUrl = `${profileUrl}/annual-income`;

const put = (url: string, payload: unknown, authorization = member.authorization) =>
  testApp.app.inject({ method: 'PUT', url, headers: { authorization }, payload: payload as Record<string, unknown> });

const read = (authorization = member.authorization) =>
  testApp.app.inject({ method: 'GET', url: profileUrl, headers: { authorization } });

const storedRowsOf = (memberId: string) =>
  testApp.database.db.select().from(incomeProfiles).where(eq(incomeProfiles.memberId, memberId));

describe('authentication', () => {
  it.each([
    ['GET', profileUrl],
    ['PUT', employmentUrl],
    ['PUT', incomeUrl],
  ] as const)('answers 401 to %s %s without a token, before looking at the body', async (method, url) => {
    const response = await testApp.app.inject({
      method,
      url,
      payload: method === 'PUT' ? { nonsense: true } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_TOKEN_OR_EXPIRED');
  });

  it('answers 401 to a token that is not one the sign-in service issued', async () => {
    const response = await read('Bearer not-a-token');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user/income-profile', () => {
  it('answers every field null for a member who never answered, not 404', async () => {
    const response = await read(unanswered.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ employmentStatus: null, employerName: null, annualIncomeCents: null });
    expect(await storedRowsOf(unanswered.memberId)).toEqual([]);
  });
});

describe('saving both halves', () => {
  it('saves the employment, then the income, each keeping the other, and answers them later', async () => {
    const employed = await put(employmentUrl, { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: ' Acme & Co. ' });
    expect(employed.statusCode).toBe(200);
    expect(employed.json().data).toEqual({
      employmentStatus: 'EMPLOYED_FULL_TIME',
      employerName: 'Acme & Co.',
      annualIncomeCents: null,
    });

    clock.now = new Date('2026-03-02T15:05:00Z');
    const income = await put(incomeUrl, { annualIncomeCents: 5_200_000 });
    expect(income.statusCode).toBe(200);
    const whole = { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Acme & Co.', annualIncomeCents: 5_200_000 };
    expect(income.json().data).toEqual(whole);
    expect((await read()).json().data).toEqual(whole);

    // A new employment answer replaces the status and employer and leaves the income.
    const retired = await put(employmentUrl, { employmentStatus: 'RETIRED' });
    expect(retired.json().data).toEqual({
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
    const answer = { employmentStatus: 'MILITARY', employerName: 'U.S. Navy' };
    const once = await put(employmentUrl, answer);
    const twice = await put(employmentUrl, answer);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(once.json());
    expect(await storedRowsOf(member.memberId)).toHaveLength(1);
  });

  it('saves the income before any employment answer, with the employment still null', async () => {
    const response = await put(incomeUrl, { annualIncomeCents: 0 }, second.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ employmentStatus: null, employerName: null, annualIncomeCents: 0 });
  });

  it.each([100, 1_000_000_000])('accepts %d cents, the edges of the range', async (annualIncomeCents) => {
    const response = await put(incomeUrl, { annualIncomeCents });
    expect(response.statusCode).toBe(200);
    expect((await read()).json().data.annualIncomeCents).toBe(annualIncomeCents);
  });
});

describe('the employer name', () => {
  it.each(['EMPLOYED_FULL_TIME', 'EMPLOYED_PART_TIME', 'MILITARY'])(
    'is required for %s, with the message at employerName and nothing saved',
    async (employmentStatus) => {
      const response = await put(employmentUrl, { employmentStatus }, unanswered.authorization);
      expect(response.statusCode).toBe(400);
      const error = response.json().error;
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
    const response = await put(
      employmentUrl,
      { employmentStatus: 'EMPLOYED_PART_TIME', employerName },
      unanswered.authorization,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ employerName: message });
    expect(await storedRowsOf(unanswered.memberId)).toEqual([]);
  });

  it.each(['SELF_EMPLOYED', 'GIG_WORKER', 'RETIRED', 'STUDENT', 'UNEMPLOYED', 'OTHER'])(
    'is dropped for %s and stored as null',
    async (employmentStatus) => {
      const response = await put(employmentUrl, { employmentStatus, employerName: 'Acme Corp' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ employmentStatus, employerName: null });
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
    const response = await put(employmentUrl, body, unanswered.authorization);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
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
    const response = await put(incomeUrl, body, unanswered.authorization);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ annualIncomeCents: message });
    expect(await storedRowsOf(unanswered.memberId)).toEqual([]);
  });

  it('refuses a body that is not JSON, naming the body', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: incomeUrl,
      headers: { authorization: member.authorization, 'content-type': 'application/json' },
      payload: '{"annualIncomeCents":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['body']);
  });
});

describe('ownership', () => {
  it("keeps each member's profile their own: no one reads or changes another's", async () => {
    await put(
      employmentUrl,
      { employmentStatus: 'EMPLOYED_PART_TIME', employerName: 'Blue Harbor Cafe' },
      first.authorization,
    );
    await put(incomeUrl, { annualIncomeCents: 3_100_000 }, first.authorization);

    // The second member writes their own answers; the calls name no member, so they can only be theirs.
    await put(employmentUrl, { employmentStatus: 'STUDENT' }, second.authorization);
    await put(incomeUrl, { annualIncomeCents: 1_200_000 }, second.authorization);

    expect((await read(first.authorization)).json().data).toEqual({
      employmentStatus: 'EMPLOYED_PART_TIME',
      employerName: 'Blue Harbor Cafe',
      annualIncomeCents: 3_100_000,
    });
    expect((await read(second.authorization)).json().data).toEqual({
      employmentStatus: 'STUDENT',
      employerName: null,
      annualIncomeCents: 1_200_000,
    });
    expect((await read(unanswered.authorization)).json().data).toEqual({
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
    expect(paths[profileUrl].get).toBeDefined();
    expect(paths[employmentUrl].put.requestBody).toBeDefined();
    expect(paths[incomeUrl].put.requestBody).toBeDefined();
  });
});
