import { getPaySchedule, savePaySchedule } from '@fernleaf/contract/pay-schedule-calls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paySchedules } from '../../db/schema/pay-schedule.ts';
import { type Caller, call, callUnchecked, openApiPathOf, type TestCallInput } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Tuesday 10 June 2025, noon in New York: the same date from Hawaii to Puerto Rico.
const tuesdayNoon = new Date('2025-06-10T16:00:00Z');
const clock = { now: tuesdayNoon };

type Member = Awaited<ReturnType<typeof signUpMember>>;

let testApp: TestApp;
// Sign-up is rate limited, so a few members serve every test, each with its own role.
let member: Member;
/** Never saves a schedule successfully. */
let unsaved: Member;
let weeklyMember: Member;
let first: Member;
let second: Member;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock.now });
  const signUp = () => signUpMember(testApp.app, testApp.config);
  [member, unsaved, weeklyMember, first, second] = await Promise.all([
    signUp(),
    signUp(),
    signUp(),
    signUp(),
    signUp(),
  ]);
});
afterAll(() => testApp.close());
beforeEach(() => {
  clock.now = tuesdayNoon;
});

type ScheduleBody = TestCallInput<typeof savePaySchedule>['body'];

const save = (body: ScheduleBody, who: Caller = member) => call(who, savePaySchedule, { body });
/** A body the contract refuses, sent as it is. */
const saveUnchecked = (body: unknown, who: Caller) => callUnchecked(who, savePaySchedule, { body });

const read = (who: Caller = member) => call(who, getPaySchedule);

const storedRowsOf = (memberId: string) =>
  testApp.database.db.select().from(paySchedules).where(eq(paySchedules.memberId, memberId));

describe('authentication', () => {
  it('answers 401 to both calls without a token, before looking at the body', async () => {
    expect((await call(testApp, getPaySchedule)).statusCode).toBe(401);
    const put = await saveUnchecked({ frequency: 'NEVER' }, testApp);
    expect(put.statusCode).toBe(401);
    expect(put.error.code).toBe('INVALID_TOKEN_OR_EXPIRED');
  });
});

describe('GET /api/user/pay-schedule', () => {
  it('answers 404 NOT_FOUND while the member has saved none', async () => {
    const response = await read(unsaved);
    expect(response.statusCode).toBe(404);
    expect(response.error).toMatchObject({ code: 'NOT_FOUND', title: 'No pay schedule' });
  });

  it('answers the saved schedule with the next paydays as of the clock, long after it was saved', async () => {
    const saved = await save({ frequency: 'WEEKLY', lastPaidOn: '2025-06-06' }, weeklyMember);
    expect(saved.statusCode).toBe(200);

    const now = (await read(weeklyMember)).data;
    expect(now).toEqual({
      schedule: { frequency: 'WEEKLY', lastPaidOn: '2025-06-06' },
      nextPaydays: ['2025-06-13', '2025-06-20', '2025-06-27'],
      updatedAt: tuesdayNoon.toISOString(),
    });

    // Two months on, the last payday is no longer recent, but the saved schedule still holds.
    clock.now = new Date('2025-08-12T16:00:00Z');
    const later = await read(weeklyMember);
    expect(later.statusCode).toBe(200);
    expect(later.data.nextPaydays).toEqual(['2025-08-15', '2025-08-22', '2025-08-29']);
  });
});

describe('PUT /api/user/pay-schedule: every frequency', () => {
  it.each<[string, ScheduleBody, object, string[]]>([
    [
      'weekly',
      { frequency: 'WEEKLY', lastPaidOn: '2025-06-06' },
      { frequency: 'WEEKLY', lastPaidOn: '2025-06-06' },
      ['2025-06-13', '2025-06-20', '2025-06-27'],
    ],
    [
      'weekly on Thursdays, Juneteenth (Thu 19 June) paid the Wednesday before',
      { frequency: 'WEEKLY', lastPaidOn: '2025-06-05' },
      { frequency: 'WEEKLY', lastPaidOn: '2025-06-05' },
      ['2025-06-12', '2025-06-18', '2025-06-26'],
    ],
    [
      'every two weeks',
      { frequency: 'BIWEEKLY', lastPaidOn: '2025-05-30' },
      { frequency: 'BIWEEKLY', lastPaidOn: '2025-05-30' },
      ['2025-06-13', '2025-06-27', '2025-07-11'],
    ],
    [
      'twice a month with no days given: the 15th (a Sunday in June) and the last day',
      { frequency: 'TWICE_A_MONTH' },
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15, secondPaycheckDay: 'LAST' },
      ['2025-06-13', '2025-06-30', '2025-07-15'],
    ],
    [
      'twice a month on the 1st and the 16th',
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 1, secondPaycheckDay: 16 },
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 1, secondPaycheckDay: 16 },
      ['2025-06-16', '2025-07-01', '2025-07-16'],
    ],
    [
      'monthly on the 31st: the 30th in June, and the Friday before a Sunday 31 August',
      { frequency: 'MONTHLY', dayOfMonth: 31 },
      { frequency: 'MONTHLY', dayOfMonth: 31 },
      ['2025-06-30', '2025-07-31', '2025-08-29'],
    ],
    [
      'monthly on the first Friday: 4 July is Independence Day, so the 3rd',
      { frequency: 'MONTHLY', weekday: 'FRIDAY', weekOfMonth: 'FIRST' },
      { frequency: 'MONTHLY', weekday: 'FRIDAY', weekOfMonth: 'FIRST' },
      ['2025-07-03', '2025-08-01', '2025-09-05'],
    ],
    [
      'monthly on the last Monday (Memorial Day is in May, already past)',
      { frequency: 'MONTHLY', weekday: 'MONDAY', weekOfMonth: 'LAST' },
      { frequency: 'MONTHLY', weekday: 'MONDAY', weekOfMonth: 'LAST' },
      ['2025-06-30', '2025-07-28', '2025-08-25'],
    ],
  ])('saves %s and answers the next three paydays', async (_name, body, schedule, nextPaydays) => {
    const response = await save(body);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ schedule, nextPaydays, updatedAt: tuesdayNoon.toISOString() });
    const [stored] = await storedRowsOf(member.memberId);
    expect(stored?.schedule).toEqual(schedule);
  });
});

describe('PUT /api/user/pay-schedule: validation', () => {
  it.each([
    [{}, 'frequency', 'Choose a pay frequency: WEEKLY, BIWEEKLY, TWICE_A_MONTH or MONTHLY'],
    [{ frequency: 'DAILY' }, 'frequency', 'Choose a pay frequency: WEEKLY, BIWEEKLY, TWICE_A_MONTH or MONTHLY'],
    [{ frequency: 'WEEKLY' }, 'lastPaidOn', 'Enter the last payday as YYYY-MM-DD'],
    [
      { frequency: 'BIWEEKLY', lastPaidOn: '2025-02-30' },
      'lastPaidOn',
      'Enter the last payday as a real date, YYYY-MM-DD',
    ],
    [
      { frequency: 'WEEKLY', lastPaidOn: '06/06/2025' },
      'lastPaidOn',
      'Enter the last payday as a real date, YYYY-MM-DD',
    ],
    [{ frequency: 'WEEKLY', lastPaidOn: '2025-06-02' }, 'lastPaidOn', 'The last payday must be within the last 7 days'],
    [
      { frequency: 'BIWEEKLY', lastPaidOn: '2025-05-26' },
      'lastPaidOn',
      'The last payday must be within the last 14 days',
    ],
    [{ frequency: 'WEEKLY', lastPaidOn: '2025-06-11' }, 'lastPaidOn', 'The last payday cannot be in the future'],
    [{ frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15 }, 'secondPaycheckDay', 'Choose the second paycheck day'],
    [{ frequency: 'TWICE_A_MONTH', secondPaycheckDay: 'LAST' }, 'firstPaycheckDay', 'Choose the first paycheck day'],
    [
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 20, secondPaycheckDay: 5 },
      'secondPaycheckDay',
      'The second paycheck day must come after the first paycheck day',
    ],
    [
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 0, secondPaycheckDay: 15 },
      'firstPaycheckDay',
      'The first paycheck day must be a day of the month from 1 to 31, or LAST',
    ],
    [
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 1, secondPaycheckDay: 32 },
      'secondPaycheckDay',
      'The second paycheck day must be a day of the month from 1 to 31, or LAST',
    ],
    [{ frequency: 'MONTHLY' }, 'dayOfMonth', 'Choose a day of the month, or a weekday and week of the month'],
    [
      { frequency: 'MONTHLY', dayOfMonth: 1, weekday: 'MONDAY', weekOfMonth: 'FIRST' },
      'dayOfMonth',
      'Give either a day of the month or a weekday and week of the month, not both',
    ],
    [
      { frequency: 'MONTHLY', dayOfMonth: 'first' },
      'dayOfMonth',
      'The day of the month must be a day of the month from 1 to 31, or LAST',
    ],
    [{ frequency: 'MONTHLY', weekOfMonth: 'SECOND' }, 'weekday', 'Choose the weekday you get paid'],
    [{ frequency: 'MONTHLY', weekday: 'TUESDAY' }, 'weekOfMonth', 'Choose the week of the month you get paid'],
    [
      { frequency: 'MONTHLY', weekday: 'SATURDAY', weekOfMonth: 'FIRST' },
      'weekday',
      'The weekday must be one of MONDAY to FRIDAY',
    ],
    [
      { frequency: 'MONTHLY', weekday: 'MONDAY', weekOfMonth: 'FIFTH' },
      'weekOfMonth',
      'The week of the month must be FIRST, SECOND, THIRD, FOURTH or LAST',
    ],
  ])('refuses %o with 400 and the message at %s, saving nothing', async (body, field, message) => {
    const response = await saveUnchecked(body, unsaved);
    expect(response.statusCode).toBe(400);
    const error = response.error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ [field]: message });
    expect(await storedRowsOf(unsaved.memberId)).toEqual([]);
  });

  it('refuses a body that is not JSON, naming the body', async () => {
    const response = await callUnchecked(
      member,
      savePaySchedule,
      { rawBody: '{"frequency":' },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.error.fields ?? {})).toEqual(['body']);
  });

  it("takes the last payday on the member's own calendar, from Hawaii's date to Puerto Rico's", async () => {
    // 1 a.m. Wednesday 11 June in New York and Puerto Rico; still 7 p.m. Tuesday 10 June in Honolulu.
    clock.now = new Date('2025-06-11T05:00:00Z');
    // Seven days before Hawaii's Tuesday, eight before Wednesday elsewhere.
    const fromHawaii = await save({ frequency: 'WEEKLY', lastPaidOn: '2025-06-03' });
    expect(fromHawaii.statusCode).toBe(200);
    // The banks' day is already Wednesday, so Tuesday 10 June is past.
    expect(fromHawaii.data.nextPaydays).toEqual(['2025-06-17', '2025-06-24', '2025-07-01']);
    expect((await save({ frequency: 'WEEKLY', lastPaidOn: '2025-06-11' })).statusCode).toBe(200);

    const tooOld = await save({ frequency: 'WEEKLY', lastPaidOn: '2025-06-02' });
    expect(tooOld.error.fields).toEqual({ lastPaidOn: 'The last payday must be within the last 7 days' });
    const future = await save({ frequency: 'WEEKLY', lastPaidOn: '2025-06-12' });
    expect(future.error.fields).toEqual({ lastPaidOn: 'The last payday cannot be in the future' });
  });
});

describe('ownership and replacement', () => {
  it('replaces the earlier schedule: one row per member, the newest answered', async () => {
    expect((await save({ frequency: 'BIWEEKLY', lastPaidOn: '2025-06-06' })).statusCode).toBe(200);
    clock.now = new Date('2025-06-10T18:30:00Z');
    const replaced = await save({ frequency: 'MONTHLY', dayOfMonth: 'LAST' });
    expect(replaced.statusCode).toBe(200);

    const answered = (await read()).data;
    expect(answered).toEqual({
      schedule: { frequency: 'MONTHLY', dayOfMonth: 'LAST' },
      nextPaydays: ['2025-06-30', '2025-07-31', '2025-08-29'],
      updatedAt: '2025-06-10T18:30:00.000Z',
    });
    const rows = await storedRowsOf(member.memberId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.schedule).toEqual({ frequency: 'MONTHLY', dayOfMonth: 'LAST' });
  });

  it("keeps each member's schedule their own", async () => {
    await save({ frequency: 'TWICE_A_MONTH', firstPaycheckDay: 5, secondPaycheckDay: 20 }, first);

    expect((await read(second)).statusCode).toBe(404);
    await save({ frequency: 'WEEKLY', lastPaidOn: '2025-06-09' }, second);

    expect((await read(first)).data.schedule).toEqual({
      frequency: 'TWICE_A_MONTH',
      firstPaycheckDay: 5,
      secondPaycheckDay: 20,
    });
    expect((await read(second)).data.schedule).toEqual({
      frequency: 'WEEKLY',
      lastPaidOn: '2025-06-09',
    });
    expect((await read(unsaved)).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists both calls, the PUT with its body', async () => {
    const paths = (await testApp.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(paths[openApiPathOf(getPaySchedule)].get).toBeDefined();
    expect(paths[openApiPathOf(savePaySchedule)].put.requestBody).toBeDefined();
  });
});
