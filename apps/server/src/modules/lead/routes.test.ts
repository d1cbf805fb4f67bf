import { getLeadInfo } from '@fernleaf/contract/lead';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../identity/users-repo.ts';
import { callUnchecked } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
let otherMember: Awaited<ReturnType<typeof signUpMember>>;
let unverified: Awaited<ReturnType<typeof signUpMember>>;

// The harborcompare sandbox lead: the visitor gave the partner 215-555-0101.
const harborLead = {
  leadUuid: '1ead0000-0000-4000-8000-000000000002',
  utmSource: 'harborcompare',
  offerId: 'HC-PL-1000',
};

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  [member, otherMember, unverified] = await Promise.all([
    signUpMember(testApp.app, testApp.config),
    signUpMember(testApp.app, testApp.config),
    signUpMember(testApp.app, testApp.config),
  ]);
  await updateUser(db, member.memberId, { phoneNumber: '2155550101', phoneVerifiedAt: new Date() });
  await updateUser(db, otherMember.memberId, { phoneNumber: '2155550102', phoneVerifiedAt: new Date() });
  // The lead's number, given but never confirmed with the code.
  await updateUser(db, unverified.memberId, { phoneNumber: '2155550101', phoneVerifiedAt: null });
});
afterAll(() => testApp.close());

const leadInfo = (payload: Record<string, unknown>, authorization: string | null = member.authorization) =>
  callUnchecked({ app: testApp.app, authorization: authorization ?? undefined }, getLeadInfo, { body: payload });

describe('POST /api/bidding/v1/leadGetInfo', () => {
  it('needs a signed-in member', async () => {
    expect((await leadInfo(harborLead, null)).statusCode).toBe(401);
  });

  it("answers the lead's address and only the last four of its SSN", async () => {
    const response = await leadInfo(harborLead);
    expect(response.statusCode).toBe(200);
    expect({ data: response.data }).toEqual({
      data: {
        personalInformation: {
          address1: '350 Fifth Avenue',
          address2: 'Suite 3400',
          city: 'New York',
          state: 'NY',
          zipcode: '10118-0110',
          ssn: '•••-••-6604',
        },
      },
    });
    expect(response.body).not.toContain('604226604');
  });

  it('reads the partner whatever its case, and answers null for a lead that came without an SSN', async () => {
    expect((await leadInfo({ ...harborLead, utmSource: ' HarborCompare ' })).statusCode).toBe(200);
    const lumen = await leadInfo(
      { leadUuid: '1ead0000-0000-4000-8000-000000000003', utmSource: 'lumenloans', offerId: 'LL-CB-75' },
      otherMember.authorization,
    );
    expect(lumen.statusCode).toBe(200);
    expect(lumen.data.personalInformation).toMatchObject({ address1: 'PO Box 4410', address2: null, ssn: null });
  });

  it.each([
    ['an unknown lead', { leadUuid: '1ead0000-0000-4000-8000-000000000099' }],
    ['another offer', { offerId: 'HC-PL-2000' }],
    ['another partner', { utmSource: 'brightpath' }],
  ])('answers 404 NOT_FOUND for %s', async (_case, change) => {
    const response = await leadInfo({ ...harborLead, ...change });
    expect(response.statusCode).toBe(404);
    expect(response.error.code).toBe('NOT_FOUND');
  });

  it("answers 404 for another member's lead, and for a member who has not verified the lead's phone", async () => {
    const other = await leadInfo(harborLead, otherMember.authorization);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Fifth');
    expect((await leadInfo(harborLead, unverified.authorization)).statusCode).toBe(404);
  });

  it.each([
    [{ leadUuid: 'lead-2' }, 'leadUuid', 'Send the lead id (leadUuid) as a UUID'],
    [{ utmSource: '' }, 'utmSource', /^The partner \(utmSource\)/],
    [{ offerId: 'HC PL 1000' }, 'offerId', /^The offer id is/],
    [{ offerId: undefined }, 'offerId', 'Send the offer id'],
  ])('refuses %o with 400 naming the field', async (change, field, message) => {
    const response = await leadInfo({ ...harborLead, ...change });
    expect(response.statusCode).toBe(400);
    const error = response.error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(error.fields?.[field]).toMatch(message);
  });
});
