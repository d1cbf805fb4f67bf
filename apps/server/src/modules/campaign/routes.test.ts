import { randomUUID } from 'node:crypto';
import { newYorkTimeZone } from '@fernleaf/contract/calendar/date-time-formats';
import { getCampaign, getCampaignSchedule, joinCampaign } from '@fernleaf/contract/campaign';
import { startContactVerification, verifyContact } from '@fernleaf/contract/contact';
import { listOutbox } from '@fernleaf/contract/dev';
import { initiatePhoneNumberUpdate } from '@fernleaf/contract/user';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignEntries } from '../../db/schema/campaign.ts';
import { updateUser } from '../../identity/users-repo.ts';
import { call, callUnchecked, openApiPathOf } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const start = Date.parse('2024-12-19T17:00:00Z');
const end = Date.parse('2025-11-28T04:59:59Z');
const beforeWindow = new Date('2024-12-01T15:00:00Z');
const insideWindow = new Date('2025-06-15T16:00:00Z');
const afterWindow = new Date('2026-11-24T15:00:00Z');

let clock = insideWindow;
let testApp: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>> & { phoneNumber: string | null };
/** Sign-up is rate limited, so a few members are signed up once and reset before every test. */
let members: Member[];
let first: Member;
let second: Member;
let third: Member;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
  members = [];
  for (let index = 0; index < 3; index += 1) {
    members.push({ ...(await signUpMember(testApp.app, testApp.config)), phoneNumber: null });
  }
  [first, second, third] = members as [Member, Member, Member];
});
afterAll(() => testApp.close());

let phoneCount = 0;
/** A distinct valid US number per call, so no test meets a number another test used. */
const newPhone = () => `415555${String(phoneCount++).padStart(4, '0')}`;

/** Sets the member's facts: by default a verified number of their own and an adult date of birth. */
async function setFacts(
  member: Member,
  facts: { phoneNumber?: string | null; verified?: boolean; dateOfBirth?: string | null } = {},
) {
  member.phoneNumber = facts.phoneNumber === undefined ? newPhone() : facts.phoneNumber;
  await updateUser(testApp.database.db, member.memberId, {
    phoneNumber: member.phoneNumber,
    phoneVerifiedAt: member.phoneNumber && facts.verified !== false ? new Date() : null,
    dateOfBirth: facts.dateOfBirth === undefined ? '1990-04-12' : facts.dateOfBirth,
  });
}

beforeEach(async () => {
  clock = insideWindow;
  await testApp.database.db.delete(campaignEntries);
  for (const member of members) await setFacts(member);
});

/** Signed out without a member. */
const read = (member?: Member, campaignId = 'beast-games') =>
  call(member ?? testApp, getCampaign, { params: { campaignId } });

const join = (member?: Member, key: string | null = randomUUID(), campaignId = 'beast-games') =>
  call(member ?? testApp, joinCampaign, { params: { campaignId }, idempotencyKey: key });

const entryRows = (memberId: string) =>
  testApp.database.db
    .select()
    .from(campaignEntries)
    .where(and(eq(campaignEntries.campaignId, 'beast-games'), eq(campaignEntries.memberId, memberId)));

const campaign = {
  id: 'beast-games',
  name: 'Northstar Creator Games',
  startDate: '2024-12-19T17:00:00.000Z',
  endDate: '2025-11-28T04:59:59.000Z',
  timeZone: newYorkTimeZone,
};

describe('GET /api/campaign/:campaignId/schedule (public)', () => {
  it.each([
    [beforeWindow, 'coming-soon'],
    [new Date(start - 1), 'coming-soon'],
    [new Date(start), 'open'],
    [insideWindow, 'open'],
    [new Date(end), 'open'],
    [new Date(end + 1), 'ended'],
    [afterWindow, 'ended'],
  ])('at %s answers the config and phase %s by the app clock, without a token', async (now, phase) => {
    clock = now;
    const response = await call(testApp, getCampaignSchedule, { params: { campaignId: 'beast-games' } });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ campaign, phase });
  });

  it('answers 404 for an unknown campaign and 400 naming campaignId for a malformed one', async () => {
    const unknown = await call(testApp, getCampaignSchedule, { params: { campaignId: 'summer-games' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.error.code).toBe('NOT_FOUND');
    const malformed = await callUnchecked(testApp, getCampaignSchedule, { params: { campaignId: 'Beast Games' } });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.error.fields ?? {})).toEqual(['campaignId']);
  });
});

describe('GET /api/campaign/:campaignId', () => {
  it('needs a signed-in member', async () => {
    expect((await read()).statusCode).toBe(401);
  });

  it('answers the campaign, the phase by the app clock, no entry yet, and what joining needs', async () => {
    clock = beforeWindow;
    expect((await read(first)).data).toEqual({
      campaign,
      phase: 'coming-soon',
      entry: null,
      member: { phoneVerified: true, hasDateOfBirth: true },
    });
    clock = afterWindow;
    expect((await read(first)).data.phase).toBe('ended');

    await setFacts(second, { verified: false, dateOfBirth: null });
    expect((await read(second)).data.member).toEqual({
      phoneVerified: false,
      hasDateOfBirth: false,
    });
  });

  it('answers 404 for an unknown campaign', async () => {
    const response = await read(first, 'summer-games');
    expect(response.statusCode).toBe(404);
    expect(response.error.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/campaign/:campaignId/join', () => {
  it('needs a signed-in member', async () => {
    expect((await join()).statusCode).toBe(401);
  });

  it('needs an Idempotency-Key', async () => {
    const response = await join(first, null);
    expect(response.statusCode).toBe(400);
  });

  it('qualifies an adult with a verified US number inside the window, and shows the entry on reading', async () => {
    const response = await join(first);
    expect(response.statusCode).toBe(200);
    const expected = {
      campaign,
      phase: 'open',
      entry: {
        joinedAt: insideWindow.toISOString(),
        qualified: true,
        phoneNumberLast4: first.phoneNumber?.slice(-4),
        notQualifiedReasons: [],
      },
      member: { phoneVerified: true, hasDateOfBirth: true },
    };
    expect(response.data).toEqual(expected);
    expect((await read(first)).data).toEqual(expected);
    expect(await entryRows(first.memberId)).toEqual([
      {
        campaignId: 'beast-games',
        memberId: first.memberId,
        phoneNumber: first.phoneNumber,
        qualified: true,
        joinedAt: insideWindow,
      },
    ]);
  });

  it('replays the same answer for the same key, and answers the same entry for a new key, writing one row', async () => {
    const key = randomUUID();
    const answer = await join(first, key);
    const replay = await join(first, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.data).toEqual(answer.data);

    clock = new Date(insideWindow.getTime() + 60_000);
    const again = await join(first);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.data).toEqual(answer.data);
    expect(await entryRows(first.memberId)).toHaveLength(1);
  });

  it('refuses before the window with CAMPAIGN_NOT_OPEN saying when it starts, writing nothing', async () => {
    clock = new Date(start - 1);
    const response = await join(first);
    expect(response.statusCode).toBe(422);
    expect(response.error).toMatchObject({
      code: 'CAMPAIGN_NOT_OPEN',
      title: 'This campaign has not started',
      description: 'Northstar Creator Games has not started yet. You can join from December 19, 2024 at 12:00 PM ET.',
    });
    expect(await entryRows(first.memberId)).toEqual([]);
  });

  it('refuses after the window with CAMPAIGN_NOT_OPEN saying when it ended, writing nothing', async () => {
    clock = new Date(end + 1);
    const response = await join(first);
    expect(response.statusCode).toBe(422);
    expect(response.error).toMatchObject({
      code: 'CAMPAIGN_NOT_OPEN',
      title: 'This campaign has ended',
      description: 'Northstar Creator Games has ended. It closed on November 27, 2025 at 11:59 PM ET.',
    });
    clock = afterWindow;
    expect((await join(first)).error.code).toBe('CAMPAIGN_NOT_OPEN');
    expect(await entryRows(first.memberId)).toEqual([]);
  });

  it('takes joins at the first and the last instant of the window', async () => {
    clock = new Date(start);
    expect((await join(first)).data.entry?.qualified).toBe(true);
    clock = new Date(end);
    expect((await join(second)).data.entry?.qualified).toBe(true);
  });

  it('keeps answering the entry of a member who joined once the window has passed', async () => {
    await join(first);
    clock = afterWindow;
    const again = await join(first);
    expect(again.statusCode).toBe(200);
    expect(again.data).toMatchObject({ phase: 'ended', entry: { qualified: true } });
    expect((await read(first)).data).toMatchObject({ phase: 'ended', entry: { qualified: true } });
  });

  it('refuses without a verified phone or a date of birth (MISSING_VALUES naming each), writing nothing', async () => {
    await setFacts(first, { phoneNumber: null });
    const refused = await join(first);
    expect(refused.statusCode).toBe(422);
    expect(refused.error).toMatchObject({
      code: 'MISSING_VALUES',
      fields: { phoneNumber: 'Verify your US mobile number before joining.' },
    });

    await setFacts(second, { verified: false, dateOfBirth: null });
    const both = (await join(second)).error;
    expect(both.code).toBe('MISSING_VALUES');
    expect(both.fields).toEqual({
      phoneNumber: 'Verify your US mobile number before joining.',
      dateOfBirth: 'Add your date of birth to your profile before joining.',
    });
    expect(await entryRows(first.memberId)).toEqual([]);
    expect(await entryRows(second.memberId)).toEqual([]);
  });

  it('takes a number verified through the phone verification calls', async () => {
    await setFacts(first, { phoneNumber: null });
    const phoneNumber = newPhone();
    await call(first, initiatePhoneNumberUpdate, { body: { phoneNumber } });
    expect((await join(first)).error.fields).toEqual({
      phoneNumber: 'Verify your US mobile number before joining.',
    });

    const { sessionId } = (await call(first, startContactVerification, { query: { phoneNumber } })).data;
    const outbox = (await call(testApp, listOutbox, { query: { recipient: phoneNumber } })).data;
    const code = /^(\d{6})/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
    expect((await call(first, verifyContact, { body: { sessionId, code } })).data.code).toBe(1);

    const joined = await join(first);
    expect(joined.statusCode).toBe(200);
    expect(joined.data.entry).toMatchObject({ qualified: true, phoneNumberLast4: phoneNumber.slice(-4) });
  });

  it('lets a number qualify one member: a second member with it joins non-qualified, saying why', async () => {
    const phoneNumber = newPhone();
    await setFacts(first, { phoneNumber });
    await setFacts(second, { phoneNumber });
    expect((await join(first)).data.entry?.qualified).toBe(true);

    const response = await join(second);
    expect(response.statusCode).toBe(200);
    expect(response.data.entry).toEqual({
      joinedAt: insideWindow.toISOString(),
      qualified: false,
      phoneNumberLast4: phoneNumber.slice(-4),
      notQualifiedReasons: ['PHONE_ALREADY_QUALIFIED'],
    });
    expect((await read(second)).data.entry?.notQualifiedReasons).toEqual(['PHONE_ALREADY_QUALIFIED']);
    expect((await read(first)).data.entry?.qualified).toBe(true);
  });

  it('lets a number left by a non-qualified entry still qualify someone: only a qualified entry holds it', async () => {
    const phoneNumber = newPhone();
    await setFacts(first, { phoneNumber, dateOfBirth: '2010-01-01' });
    await setFacts(second, { phoneNumber });
    expect((await join(first)).data.entry?.notQualifiedReasons).toEqual(['UNDER_18']);
    expect((await join(second)).data.entry?.qualified).toBe(true);
  });

  it('lets one of members joining with one number at the same moment qualify, never more', async () => {
    const phoneNumber = newPhone();
    for (const member of members) await setFacts(member, { phoneNumber });
    const answers = await Promise.all(members.map((member) => join(member)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.data.entry?.qualified)).toHaveLength(1);
  });

  it('does not qualify a member under 18 on the day they join, counted in New York', async () => {
    await setFacts(first, { dateOfBirth: '2007-06-15' });
    await setFacts(second, { dateOfBirth: '2007-06-15' });
    // 02:00 UTC on June 15 is still June 14 in New York: the member is 17 there.
    clock = new Date('2025-06-15T02:00:00Z');
    expect((await join(first)).data.entry).toMatchObject({
      qualified: false,
      notQualifiedReasons: ['UNDER_18'],
    });
    clock = new Date('2025-06-15T04:00:00Z');
    expect((await join(second)).data.entry?.qualified).toBe(true);
  });

  it("never shows another member's entry, even to the same Idempotency-Key", async () => {
    const key = randomUUID();
    await join(first, key);
    expect((await read(second)).data.entry).toBeNull();
    const own = await join(second, key);
    expect(own.headers['idempotent-replayed']).toBeUndefined();
    expect(own.data.entry?.phoneNumberLast4).toBe(second.phoneNumber?.slice(-4));
    expect(await entryRows(third.memberId)).toEqual([]);
  });

  it('answers 404 for an unknown campaign, writing nothing', async () => {
    const response = await join(first, randomUUID(), 'summer-games');
    expect(response.statusCode).toBe(404);
    expect(await testApp.database.db.select().from(campaignEntries)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the three campaign calls', async () => {
    const paths = (await testApp.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(paths[openApiPathOf(getCampaignSchedule)].get).toBeDefined();
    expect(paths[openApiPathOf(getCampaign)].get).toBeDefined();
    expect(paths[openApiPathOf(joinCampaign)].post).toBeDefined();
  });
});
