import { randomUUID } from 'node:crypto';
import { updateAddress, validateAddress } from '@fernleaf/contract/address';
import { getProfile } from '@fernleaf/contract/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAddressesOf } from '../../identity/users-repo.ts';
import { type Caller, call, callUnchecked, openApiPathOf, type TestCallInput } from '../../test/call.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;
let otherMember: Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  testApp = await createTestApp();
  member = await signUpMember(testApp.app, testApp.config);
  otherMember = await signUpMember(testApp.app, testApp.config);
});
afterAll(() => testApp.close());

const goodAddress = {
  streetAddress: '1600 Market Street',
  apt: 'Suite 200',
  city: 'Philadelphia',
  state: 'pa',
  zip: '19103',
};

const validate = (body: TestCallInput<typeof validateAddress>['body']) => call(member, validateAddress, { body });

const update = (body: TestCallInput<typeof updateAddress>['body'], key = randomUUID(), as: Caller = member) =>
  call(as, updateAddress, { body, idempotencyKey: key });

const profileOf = async (as: Caller) => (await call(as, getProfile)).data;

describe('POST /api/user/address/v2/validate', () => {
  it('needs a signed-in member', async () => {
    const response = await call({ app: testApp.app }, validateAddress, { body: goodAddress });
    expect(response.statusCode).toBe(401);
  });

  it('answers VALID with no codes and the standardized address', async () => {
    const response = await validate(goodAddress);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({
      outcome: 'VALID',
      codes: [],
      standardized: {
        addressLine1: '1600 MARKET ST',
        addressLine2: 'STE 200',
        city: 'PHILADELPHIA',
        state: 'PA',
        postalCode: '19103',
      },
    });
  });

  it.each([
    ['1 Vacant Ln', 'AS16'],
    ['1 Seasonal Rd', 'AS17'],
    ['1 No Mail Ave', 'AS24'],
    ['1 Business Ave', 'AS01'],
  ])('answers BYPASS_ALLOWED for %s (%s), its message at the street address', async (streetAddress, code) => {
    const response = await validate({ ...goodAddress, streetAddress });
    expect(response.statusCode).toBe(200);
    const { data } = response;
    expect(data.outcome).toBe('BYPASS_ALLOWED');
    expect(data.codes).toEqual([{ code, field: 'streetAddress', message: expect.stringMatching(/\.$/) }]);
  });

  it('answers INVALID_PO_BOX_V2 for a PO box, with the spec message at the street address', async () => {
    const { data } = await validate({ ...goodAddress, streetAddress: 'P.O. Box 77' });
    expect(data).toMatchObject({
      outcome: 'INVALID_PO_BOX_V2',
      codes: [
        {
          code: 'AS10',
          field: 'streetAddress',
          message: 'P.O. boxes are not supported. Give a physical home address.',
        },
      ],
      standardized: { addressLine1: 'PO BOX 77' },
    });
  });

  it('answers INVALID_V2 with each message at its field: ZIP, street, apt', async () => {
    const zip = (await validate({ ...goodAddress, zip: '00000' })).data;
    expect(zip.outcome).toBe('INVALID_V2');
    expect(zip.codes).toEqual([{ code: 'AE01', field: 'zip', message: expect.stringMatching(/ZIP code/) }]);

    const street = (await validate({ ...goodAddress, streetAddress: '1 Undeliverable Way' })).data;
    expect(street.codes).toEqual([
      { code: 'AE04', field: 'streetAddress', message: expect.stringMatching(/not a deliverable address/) },
    ]);

    const cmra = (await validate({ ...goodAddress, apt: 'CMRA' })).data;
    expect(cmra.outcome).toBe('INVALID_V2');
    expect(cmra.codes).toEqual([{ code: 'AE14', field: 'apt', message: expect.stringMatching(/private mailbox/) }]);
  });

  it('answers INVALID_V2 when an allowed code comes with one that is not', async () => {
    const { data } = await validate({ ...goodAddress, streetAddress: '1 Vacant Ln', zip: '00000' });
    expect(data.outcome).toBe('INVALID_V2');
    expect(data.codes.map((entry) => entry.code)).toEqual(['AE01', 'AS16']);
  });

  it.each([
    [{ zip: '1910' }, 'zip', /ZIP code/],
    [{ city: 'Philadelphia 2' }, 'city', /only letters, spaces and hyphens/],
    [{ city: 'A'.repeat(23) }, 'city', /at most 22 characters/],
    [{ state: 'ZZ' }, 'state', /US state/],
    [{ streetAddress: '' }, 'streetAddress', /street address/],
  ])('refuses bad input %o with 400 naming the field', async (change, field, message) => {
    const response = await callUnchecked(member, validateAddress, { body: { ...goodAddress, ...change } });
    expect(response.statusCode).toBe(400);
    const { error } = response;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(error.fields?.[field]).toMatch(message);
  });
});

describe('POST /api/lifecycle/update/address', () => {
  it('saves a verified address as VERIFIED, standardized, and answers it', async () => {
    const response = await update({ ...goodAddress, streetAddress: '12 North Elm Avenue', apt: '' });
    expect(response.statusCode).toBe(200);
    const saved = response.data;
    expect(saved).toEqual({
      id: expect.any(String),
      addressLine1: '12 N ELM AVE',
      addressLine2: null,
      city: 'PHILADELPHIA',
      state: 'PA',
      postalCode: '19103',
      country: 'US',
      status: 'VERIFIED',
      createdOn: expect.any(String),
    });
    const stored = await findAddressesOf(testApp.database.db, member.memberId);
    expect(stored.find((row) => row.id === saved.id)).toMatchObject({
      addressLine1: '12 N ELM AVE',
      status: 'VERIFIED',
    });
  });

  it('refuses a PO box with 422 INVALID_PO_BOX_V2 and the message at the street address, saving nothing', async () => {
    const before = (await findAddressesOf(testApp.database.db, member.memberId)).length;
    const response = await update({ ...goodAddress, streetAddress: 'PO Box 12' });
    expect(response.statusCode).toBe(422);
    expect(response.error).toMatchObject({
      code: 'INVALID_PO_BOX_V2',
      fields: { streetAddress: 'P.O. boxes are not supported. Give a physical home address.' },
    });
    expect(await findAddressesOf(testApp.database.db, member.memberId)).toHaveLength(before);
  });

  it('refuses an unverifiable address with 422 INVALID_V2 and every message at its field', async () => {
    const response = await update({ ...goodAddress, streetAddress: '999 Future St', apt: 'Apt', zip: '10001' });
    expect(response.statusCode).toBe(422);
    const { error } = response;
    expect(error.code).toBe('INVALID_V2');
    expect(error.fields).toEqual({
      zip: expect.stringMatching(/ZIP code/),
      streetAddress: 'The postal service cannot deliver to this address yet.',
      apt: expect.stringMatching(/^Add the missing house or building number/),
    });
  });

  it('asks for confirmation (ADDRESS_BYPASS_REQUIRED) and saves the address as BYPASSED once confirmed', async () => {
    const seasonal = { ...goodAddress, streetAddress: '1 Seasonal Road' };
    const refused = await update(seasonal);
    expect(refused.statusCode).toBe(422);
    expect(refused.error).toMatchObject({
      code: 'ADDRESS_BYPASS_REQUIRED',
      fields: { streetAddress: 'The postal service cannot deliver to this address.' },
    });
    expect((await update({ ...seasonal, bypass: false })).statusCode).toBe(422);

    const confirmed = await update({ ...seasonal, bypass: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.data).toMatchObject({ addressLine1: '1 SEASONAL RD', status: 'BYPASSED' });
  });

  it('replays the first answer for the same key and saves the address once', async () => {
    const key = randomUUID();
    const body = { ...goodAddress, streetAddress: '40 Walnut St' };
    const first = await update(body, key);
    const replay = await update(body, key);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const stored = await findAddressesOf(testApp.database.db, member.memberId);
    expect(stored.filter((row) => row.addressLine1 === '40 WALNUT ST')).toHaveLength(1);
    expect((await update({ ...body, apt: 'Apt 2' }, key)).statusCode).toBe(422);
  });

  it('keeps earlier addresses as history and answers the newest first', async () => {
    const second = await signUpMember(testApp.app, testApp.config);
    const older = (await update({ ...goodAddress, streetAddress: '1 Oak St' }, randomUUID(), second)).data;
    const newer = (await update({ ...goodAddress, streetAddress: '2 Oak St' }, randomUUID(), second)).data;
    const { addresses } = await profileOf(second);
    expect(addresses.map((address) => address.id)).toEqual([newer.id, older.id]);
    expect(Date.parse(newer.createdOn)).toBeGreaterThan(Date.parse(older.createdOn));
  });

  it("is the member's own: another member's profile does not show it", async () => {
    const saved = (await update({ ...goodAddress, streetAddress: '77 Private Rd' })).data;
    const own = await profileOf(member);
    expect(own.addresses.map((address) => address.id)).toContain(saved.id);
    const other = await profileOf(otherMember);
    expect(other.addresses.map((address) => address.id)).not.toContain(saved.id);
  });

  it('refuses bad input with 400 naming the field, and a bypass that is not a boolean', async () => {
    const city = await callUnchecked(member, updateAddress, { body: { ...goodAddress, city: 'Philly 76' } });
    expect(city.statusCode).toBe(400);
    expect(city.error.fields).toEqual({ city: 'Your city can hold only letters, spaces and hyphens' });
    const bypass = await callUnchecked(member, updateAddress, { body: { ...goodAddress, bypass: 'yes' } });
    expect(bypass.statusCode).toBe(400);
    expect(Object.keys(bypass.error.fields ?? {})).toEqual(['bypass']);
  });

  it('needs an Idempotency-Key', async () => {
    const response = await call(member, updateAddress, { body: goodAddress, idempotencyKey: null });
    expect(response.statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('lists both address calls with their bodies', async () => {
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths[openApiPathOf(validateAddress)].post.requestBody).toBeDefined();
    expect(paths[openApiPathOf(updateAddress)].post.requestBody).toBeDefined();
  });
});
