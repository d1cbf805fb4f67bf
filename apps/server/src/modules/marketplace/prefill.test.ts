import { saveEmployment } from '@fernleaf/contract/income-profile';
import { getMarketplacePrefill } from '@fernleaf/contract/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../../identity/users-repo.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import { call, ok } from '../../test/call.ts';
import { homeAddress } from '../../test/test-answers.ts';
import {
  bodies,
  createMarketplaceTestApp,
  giveLinkedBank,
  givePaySchedule,
  giveRecords,
  type MarketplaceTestApp,
  newMember,
  submit,
} from '../../test/test-marketplace-app.ts';

const homeAddressOf = () => ({ ...homeAddress });

const prefill = (member: Caller) => ok(call(member, getMarketplacePrefill));

let t: MarketplaceTestApp;
let bare: Caller;
let onboarded: Caller;
let unverifiedPhone: Caller;
let applicant: Caller;

beforeAll(async () => {
  t = await createMarketplaceTestApp();
  [bare, onboarded, unverifiedPhone, applicant] = await Promise.all([
    newMember(t),
    newMember(t),
    newMember(t),
    newMember(t),
  ]);
});
afterAll(() => t.close());

describe('the marketplace prefill', () => {
  it('needs a signed-in member', async () => {
    expect((await call({ app: t.app }, getMarketplacePrefill)).statusCode).toBe(401);
  });

  it('answers the name and email of a new member, skipping only the name step', async () => {
    const data = await prefill(bare);
    expect(data).toEqual({
      email: expect.stringMatching(/@example\.test$/),
      firstName: 'Avery',
      lastName: 'Stone',
      dateOfBirth: null,
      phoneNumber: null,
      address: null,
      employment: null,
      annualIncomeCents: null,
      paycheckFrequency: null,
      primaryBankName: null,
      knownSteps: ['personal-details'],
    });
  });

  it('fills every step the records answer, and skips only those not expected to change', async () => {
    await giveRecords(t, onboarded);
    await givePaySchedule(t, onboarded);
    await ok(call(onboarded, saveEmployment, { body: { employmentStatus: 'MILITARY', employerName: 'U.S. Navy' } }));
    // The first bank linked is the primary one; a removed link does not count.
    await giveLinkedBank(t, onboarded, {
      institutionName: 'Old Removed Bank',
      createdAt: new Date('2025-01-01T00:00:00Z'),
      status: 'REMOVED',
    });
    await giveLinkedBank(t, onboarded, { institutionName: 'Ally Bank', createdAt: new Date('2025-06-01T00:00:00Z') });
    await giveLinkedBank(t, onboarded, { institutionName: 'Chase', createdAt: new Date('2026-01-01T00:00:00Z') });

    const data = await prefill(onboarded);
    expect(data).toEqual({
      email: expect.stringMatching(/@example\.test$/),
      firstName: 'Avery',
      lastName: 'Stone',
      dateOfBirth: '04-12-1988',
      phoneNumber: '2155550123',
      address: { streetAddress: '200 HARBOR WAY', apt: 'UNIT 4', city: 'NORFOLK', state: 'VA', zip: '23510' },
      employment: { employmentStatus: 'MILITARY', employerName: 'U.S. Navy' },
      annualIncomeCents: null,
      paycheckFrequency: 'MONTHLY',
      primaryBankName: 'Ally Bank',
      knownSteps: ['personal-details', 'date-of-birth', 'phone'],
    });
  });

  it('leaves out a phone number that is not verified', async () => {
    await updateUser(t.db, unverifiedPhone.memberId, { phoneNumber: '2155550199', phoneVerifiedAt: null });
    const data = await prefill(unverifiedPhone);
    expect(data.phoneNumber).toBeNull();
    expect(data.knownSteps).toEqual(['personal-details']);
  });

  it('starts the next application from the employment and income of the last', async () => {
    await ok(
      submit(
        applicant,
        bodies.creditCards({
          employment: { employmentStatus: 'SELF_EMPLOYED', employerName: 'Ignored' },
          annualIncomeCents: 6_400_000,
        }),
      ),
    );
    const data = await prefill(applicant);
    expect(data).toMatchObject({
      employment: { employmentStatus: 'SELF_EMPLOYED', employerName: null },
      annualIncomeCents: 6_400_000,
    });
  });

  it('fills in the date of birth, phone and address the last application gave when the profile has none', async () => {
    // A member who joined through the marketplace has these only in the application they sent; the
    // next application starts from them, filled in for the member to confirm, none skipped.
    const data = await prefill(applicant);
    expect(data).toMatchObject({
      dateOfBirth: '04-12-1988',
      phoneNumber: '2155550123',
      address: { streetAddress: '1600 Market Street', apt: 'Apt 12', city: 'Philadelphia', state: 'PA', zip: '19103' },
      knownSteps: ['personal-details'],
    });
  });

  it('prefers the profile to an application, and another member reads none of it', async () => {
    await ok(submit(onboarded, bodies.debtRelief({ address: { ...homeAddressOf(), streetAddress: '1 Other Road' } })));
    const data = await prefill(onboarded);
    expect(data).toMatchObject({
      dateOfBirth: '04-12-1988',
      address: { streetAddress: '200 HARBOR WAY', city: 'NORFOLK' },
      knownSteps: ['personal-details', 'date-of-birth', 'phone'],
    });
    const stranger = await prefill(bare);
    expect(stranger).toMatchObject({ dateOfBirth: null, phoneNumber: null, address: null });
  });
});
