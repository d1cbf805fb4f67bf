import { randomUUID } from 'node:crypto';
import { addDaysToInstant } from '@fernleaf/contract/calendar/days';
import { getUserReferral, recordReferralSignUp, validateReferralCode } from '@fernleaf/contract/referral';
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import { referralCodes, referrals } from '../../db/schema/referral.ts';
import { insertUserIfAbsent } from '../../identity/users-repo.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertReferralCodeIfAbsent } from './repo.ts';
import { referralMessages } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const memberId = await insertUserIfAbsent(t.database.db, {
    email: 'referrer@example.com',
    firstName: 'Avery',
    lastName: 'Stone',
    passwordHash: 'not-a-real-hash',
  });
  await insertReferralCodeIfAbsent(t.database.db, { code: 'AVERY2026', memberId });
  await t.database.db.insert(referralCodes).values({ code: 'RETIRED01', memberId, isActive: false });
});
afterAll(() => t.close());

describe('POST /api/referral/referralCode', () => {
  const validate = (referralCode: string) => call(t, validateReferralCode, { body: { referralCode } });

  it('accepts an active code, whatever its case, and names only the referrer first name', async () => {
    const response = await validate(' avery2026 ');
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ referralCode: 'AVERY2026', isValid: true, referrerFirstName: 'Avery' });
  });

  it('says an unknown or retired code is not valid', async () => {
    for (const referralCode of ['NOSUCH99', 'RETIRED01']) {
      const response = await validate(referralCode);
      expect(response.statusCode).toBe(200);
      expect(response.data).toEqual({ referralCode, isValid: false, referrerFirstName: null });
    }
  });

  it('answers 400 naming the field for a malformed code', async () => {
    const response = await validate('ab!');
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { referralCode: 'A referral code is 6 to 12 letters or digits' },
    });
  });

  it('answers 400 for a missing code and for a body that is not JSON', async () => {
    const missing = await callUnchecked(t, validateReferralCode, { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.error.fields ?? {})).toEqual(['referralCode']);

    const broken = await callUnchecked(
      t,
      validateReferralCode,
      { rawBody: '{"referralCode": ' },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.error.fields).toEqual({ body: 'The request body is not valid JSON' });
  });
});

type Member = Awaited<ReturnType<typeof signUpMember>>;

// Sign-up allows 10 a minute, so a few members serve every test, made new again before each one.
const poolNames = ['Robin', 'Quinn', 'Ari', 'Bo'] as const;
let pool: Member[] = [];

beforeAll(async () => {
  pool = [];
  for (const firstName of poolNames) pool.push(await signUpMember(t.app, t.config, { firstName }));
});

beforeEach(async () => {
  const ids = pool.map((member) => member.memberId);
  const db = t.database.db;
  await db
    .delete(referrals)
    .where(or(inArray(referrals.referredMemberId, ids), inArray(referrals.referrerMemberId, ids)));
  await db.delete(referralCodes).where(inArray(referralCodes.memberId, ids));
  for (const [index, member] of pool.entries()) {
    await db
      .update(users)
      .set({ createdAt: new Date(), firstName: poolNames[index] })
      .where(eq(users.id, member.memberId));
  }
});

function members(): [Member, Member, Member, Member] {
  const [first, second, third, fourth] = pool;
  if (!first || !second || !third || !fourth) throw new Error('the member pool was not signed up');
  return [first, second, third, fourth];
}

let clients = 0;
/** Each request from its own address: these calls allow 20 a minute per client, and these tests make more. */
const remoteAddress = () => `10.1.0.${++clients}`;

/** As the member, or signed out without one. */
const applyCode = (referralCode: string, member: Member | null) =>
  call(member ?? t, recordReferralSignUp, { body: { referralCode } }, { remoteAddress: remoteAddress() });

const userReferral = (member: Member | null) =>
  call(member ?? t, getUserReferral, {}, { remoteAddress: remoteAddress() });

const referralOf = (memberId: string) =>
  t.database.db.select().from(referrals).where(eq(referrals.referredMemberId, memberId));

const codesOf = (memberId: string) =>
  t.database.db.select().from(referralCodes).where(eq(referralCodes.memberId, memberId));

async function joinedDaysAgo(member: Member, days: number) {
  const createdAt = addDaysToInstant(new Date(), -days);
  await t.database.db.update(users).set({ createdAt }).where(eq(users.id, member.memberId));
}

async function codeOf(member: Member): Promise<string> {
  const response = await userReferral(member);
  expect(response.statusCode).toBe(200);
  return response.data.referralCode;
}

describe('POST /api/referral/signup', () => {
  it('needs a signed-in member', async () => {
    expect((await applyCode('AVERY2026', null)).statusCode).toBe(401);
  });

  it('records the referrer of a new member and answers only their first name', async () => {
    const [member] = members();
    const response = await applyCode('avery2026', member);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ referrerFirstName: 'Avery' });
    expect(await referralOf(member.memberId)).toEqual([
      expect.objectContaining({ referredMemberId: member.memberId, code: 'AVERY2026' }),
    ]);
  });

  it('answers the same referrer again for the same code, and refuses another code', async () => {
    const [member, referrer] = members();
    const first = await applyCode('AVERY2026', member);
    const again = await applyCode(' Avery2026 ', member);
    expect(again.statusCode).toBe(200);
    expect(again.data).toEqual(first.data);

    const other = await applyCode(await codeOf(referrer), member);
    expect(other.statusCode).toBe(422);
    expect(other.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { referralCode: referralMessages.alreadyReferred },
    });
    expect(await referralOf(member.memberId)).toHaveLength(1);
  });

  it('keeps one referrer when two codes arrive at once', async () => {
    const [member, referrer] = members();
    const answers = await Promise.all([applyCode('AVERY2026', member), applyCode(await codeOf(referrer), member)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await referralOf(member.memberId)).toHaveLength(1);
  });

  it.each([
    ['an unknown code', 'NOSUCH99', referralMessages.notValid],
    ['a retired code', 'RETIRED01', referralMessages.notValid],
  ])('refuses %s with 422 at referralCode, recording nothing', async (_case, code, message) => {
    const [member] = members();
    const response = await applyCode(code, member);
    expect(response.statusCode).toBe(422);
    expect(response.error.fields).toEqual({ referralCode: message });
    expect(await referralOf(member.memberId)).toEqual([]);
  });

  it("refuses the member's own code", async () => {
    const [member] = members();
    const response = await applyCode(await codeOf(member), member);
    expect(response.statusCode).toBe(422);
    expect(response.error.fields).toEqual({ referralCode: referralMessages.ownCode });
  });

  it('refuses a referrer who joined with the member’s own code', async () => {
    const [first, second] = members();
    expect((await applyCode(await codeOf(first), second)).statusCode).toBe(200);
    const back = await applyCode(await codeOf(second), first);
    expect(back.statusCode).toBe(422);
    expect(back.error.fields).toEqual({ referralCode: referralMessages.referredByMember });
  });

  it('takes a code within 30 days of joining and refuses it after', async () => {
    const [recent, older] = members();
    await joinedDaysAgo(recent, 29.9);
    expect((await applyCode('AVERY2026', recent)).statusCode).toBe(200);

    await joinedDaysAgo(older, 30.1);
    const response = await applyCode('AVERY2026', older);
    expect(response.statusCode).toBe(422);
    expect(response.error.fields).toEqual({ referralCode: referralMessages.tooLate });
    expect(await referralOf(older.memberId)).toEqual([]);
  });

  it('refuses a malformed or missing code with 400 naming referralCode', async () => {
    const [member] = members();
    for (const code of ['ab!', undefined]) {
      const response = await callUnchecked(
        member,
        recordReferralSignUp,
        { body: { referralCode: code } },
        { remoteAddress: remoteAddress() },
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.error.fields ?? {})).toEqual(['referralCode']);
    }
  });
});

describe('POST /api/referral/userReferral', () => {
  it('needs a signed-in member', async () => {
    expect((await userReferral(null)).statusCode).toBe(401);
  });

  it('makes the member a code from their name on the first call and answers the same one after', async () => {
    const [member] = members();
    await t.database.db.update(users).set({ firstName: 'Zoë-Anne' }).where(eq(users.id, member.memberId));
    const [first, second] = await Promise.all([userReferral(member), userReferral(member)]);
    const data = first.data;
    expect(data).toEqual({
      referralCode: expect.stringMatching(/^ZOEANN[A-Z2-9]{4}$/),
      shareLink: `${t.config.publicUrl}/onboarding/signup?referralCode=${data.referralCode}`,
      signUpCount: 0,
      isActive: true,
    });
    expect(second.data).toEqual(first.data);
    expect((await userReferral(member)).data).toEqual(first.data);
    expect(await codesOf(member.memberId)).toHaveLength(1);

    const validated = await call(t, validateReferralCode, { body: { referralCode: data.referralCode } });
    expect(validated.data).toMatchObject({ isValid: true, referrerFirstName: 'Zoë-Anne' });
  });

  it("counts the members who joined with the code, and not in another member's answer", async () => {
    const [referrer, bystander, ...joiners] = members();
    const code = await codeOf(referrer);
    for (const joiner of joiners) expect((await applyCode(code, joiner)).statusCode).toBe(200);
    expect((await userReferral(referrer)).data).toMatchObject({
      referralCode: code,
      signUpCount: 2,
    });
    const theirs = (await userReferral(bystander)).data;
    expect(theirs.referralCode).not.toBe(code);
    expect(theirs.signUpCount).toBe(0);
  });

  it('answers a code the member already has, and a retired one as retired without making another', async () => {
    const [member] = members();
    const code = `KEEP${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
    await insertReferralCodeIfAbsent(t.database.db, { code, memberId: member.memberId });
    expect((await userReferral(member)).data).toMatchObject({
      referralCode: code,
      isActive: true,
    });

    await t.database.db.update(referralCodes).set({ isActive: false }).where(eq(referralCodes.code, code));
    expect((await userReferral(member)).data).toMatchObject({
      referralCode: code,
      isActive: false,
    });
    expect(await codesOf(member.memberId)).toHaveLength(1);
  });
});
