// The money-product guard (decision 025): the rule itself, and a production app (sandboxes enabled
// for a public demo) where a member who skipped the identity steps walks the cash-advance path and
// is stopped at the first call that opens an account, lends or moves money.
import { randomUUID } from 'node:crypto';
import { applyForCashAdvance, createUserEsign, getCashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import {
  checkEligibilityV6,
  createMlLiteAccount,
  subscribeToCashAdvance,
} from '@fernleaf/contract/cash-advance-onboarding';
import { addPaymentCard, getRepaymentMethods, repayCashAdvance } from '@fernleaf/contract/cash-advance-repayment';
import { createAchTransfer, createCheckingAccount, getCheckingAccountInfo } from '@fernleaf/contract/checking';
import type { CallDefinition } from '@fernleaf/contract/define-call';
import { openInvestmentAccount } from '@fernleaf/contract/investing';
import { depositFromLinkedBank } from '@fernleaf/contract/investing-lifecycle';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findAddressesOf, insertAddress, updateUser } from '../../identity/users-repo.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import { type CallAnswer, call, ok } from '../../test/call.ts';
import { completeIdentitySteps } from '../../test/money-ready-member.ts';
import {
  addVisa,
  assertBooksAgree,
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  joinCashAdvance,
  linkedMember,
  openChecking,
  takeAdvance,
  visaDebit,
} from '../../test/test-cash-advance-app.ts';
import { updateIdentity } from '../identity-verification/repo.ts';
import { type MoneyFacts, missingPrerequisites } from './money-prerequisites.ts';

const now = new Date('2026-11-26T15:00:00Z');
const ready: MoneyFacts = {
  phoneVerified: true,
  dateOfBirth: '1990-06-15',
  hasUsAddress: true,
  identityStatus: 'VERIFIED',
  hasCheckingAccount: false,
};
const stepsOf = (facts: Partial<MoneyFacts>, product: Parameters<typeof missingPrerequisites>[0] = 'cash-advance') =>
  missingPrerequisites(product, { ...ready, ...facts }, now).map((problem) => problem.step);

describe('the prerequisites of a money product', () => {
  it('asks nothing more of a member with a verified phone and identity, 18 or older, with a US address', () => {
    for (const product of ['checking', 'cash-advance', 'credit-builder', 'investing', 'round-ups'] as const) {
      expect(stepsOf({}, product)).toEqual([]);
    }
  });

  it('names every step missing, in the order onboarding asks them', () => {
    expect(stepsOf({ phoneVerified: false, dateOfBirth: null, hasUsAddress: false, identityStatus: null })).toEqual([
      'date-of-birth',
      'address',
      'phone-number',
      'ssn-and-verification',
    ]);
    expect(stepsOf({ identityStatus: 'KBA_REQUIRED' })).toEqual(['kba']);
    expect(stepsOf({ identityStatus: 'FAILED' })).toEqual(['ssn-and-verification']);
  });

  it('turns a member of 18 on their birthday in New York, not a day before', () => {
    // 15:00 UTC on 26 November is 10:00 in New York.
    expect(stepsOf({ dateOfBirth: '2008-11-26' })).toEqual([]);
    expect(stepsOf({ dateOfBirth: '2008-11-27' })).toEqual(['date-of-birth']);
    const message = missingPrerequisites('checking', { ...ready, dateOfBirth: '2008-11-27' }, now)[0]?.message;
    expect(message).toContain('18 or older');
  });

  it("adds a product's own: crypto is bought from an open checking account", () => {
    expect(stepsOf({}, 'crypto')).toEqual(['account-activation']);
    expect(stepsOf({ hasCheckingAccount: true }, 'crypto')).toEqual([]);
  });
});

describe('in production with the sandboxes enabled', () => {
  let t: CashAdvanceTestApp;
  beforeAll(async () => {
    t = await createCashAdvanceTestApp({ APP_ENV: 'production', SANDBOX_PROVIDERS: 'enabled' });
  });
  afterEach(() => assertBooksAgree(t.db));
  afterAll(() => t.close());

  /** Signed up, gave a date of birth and an address, linked a sandbox bank; no SSN, no questions. */
  async function memberWhoSkippedIdentity(options: { phoneVerified: boolean }): Promise<Caller> {
    const member = await linkedMember(t);
    await updateUser(t.db, member.memberId, {
      phoneNumber: '2155550142',
      phoneVerifiedAt: options.phoneVerified ? t.clock.now() : null,
    });
    // Undo the identity the kit gives: this member never sent an SSN.
    await updateIdentity(t.db, member.memberId, { identityStatus: null, ssnVerifiedAt: null });
    return member;
  }

  const refusedWith = async (response: Promise<CallAnswer<CallDefinition>>, steps: string[]) => {
    const answer = await response;
    expect(answer.statusCode).toBe(409);
    const error = answer.error;
    expect(error.code).toBe('ONBOARDING_STEP_REQUIRED');
    expect(error.steps).toEqual(steps);
    return error;
  };

  for (const phoneVerified of [false, true]) {
    const steps = phoneVerified ? ['ssn-and-verification'] : ['phone-number', 'ssn-and-verification'];

    it(`stops a member who skipped the identity steps (phone ${phoneVerified ? 'verified' : 'not verified'}) at the first money call`, async () => {
      const member = await memberWhoSkippedIdentity({ phoneVerified });
      // Reading the bank's history is no money call: the member learns what they could get.
      const eligibility = await ok(call(member, checkEligibilityV6, { body: {} }));
      expect(eligibility.status).toBe('QUALIFIED');
      const { underwritingTransactionId } = eligibility;

      // Opening the cash-advance account is the first money call, and it is refused.
      const error = await refusedWith(
        call(member, createMlLiteAccount, { body: { underwritingTransactionId } }),
        steps,
      );
      expect(error.description).toContain('Social Security number');
      if (!phoneVerified) expect(error.description).toContain('phone number');
      await refusedWith(call(member, subscribeToCashAdvance, { body: { underwritingTransactionId } }), steps);

      // Nothing was opened, and the cash advance's page says what to do and where.
      const info = await ok(call(member, getCashAdvanceInfo));
      expect(info.accountStatus).toBeNull();
      expect(info.eligible).toBe(false);
      expect(info.blockers[0]).toMatchObject({
        code: 'ONBOARDING_STEP_REQUIRED',
        actionPath: '/onboarding/instacash/redirection',
      });
    });
  }

  it('puts every cash-advance, checking and investing money call through the same guard', async () => {
    const member = await memberWhoSkippedIdentity({ phoneVerified: true });
    const steps = ['ssn-and-verification'];
    const applicationId = randomUUID();
    const ask = { applicationId, amount: 2_000, disbursementMethod: 'STANDARD_BANK' as const, tip: 0 };
    const [address] = await findAddressesOf(t.db, member.memberId);
    if (!address) throw new Error('the member has no address');
    const calls: (() => Promise<CallAnswer<CallDefinition>>)[] = [
      () => call(member, createUserEsign, { body: ask }),
      () => call(member, applyForCashAdvance, { body: { ...ask, esignDocumentId: randomUUID() } }),
      () => call(member, repayCashAdvance, { body: { amount: 500, fundOptionId: 'checking' } }),
      () => call(member, addPaymentCard, { body: visaDebit }),
      () => call(member, subscribeToCashAdvance, { body: { underwritingTransactionId: randomUUID() } }),
      () => call(member, createCheckingAccount, { body: { addressId: address.id } }),
      () =>
        call(member, createAchTransfer, { body: { linkedAccountId: randomUUID(), direction: 'IN', amount: 1_000 } }),
      () =>
        call(member, openInvestmentAccount, {
          body: {
            kind: 'SELF_DIRECTED',
            acceptedDisclosures: ['RELATIONSHIP_SUMMARY', 'NOT_FDIC_INSURED', 'SIPC_NOTICE'],
          },
        }),
      () =>
        call(member, depositFromLinkedBank, {
          params: { accountId: randomUUID() },
          body: { linkedAccountId: randomUUID(), amountCents: 1_000 },
        }),
    ];
    for (const send of calls) {
      await refusedWith(send(), steps);
    }
  });

  it('lets a member through every step take, repay and receive to a card, and open checking', async () => {
    const member = await linkedMember(t);
    const joined = await joinCashAdvance(member);
    const advance = await takeAdvance(member, joined.applicationId, {
      amount: 2_000,
      disbursementMethod: 'STANDARD_BANK',
    });
    expect(advance.id).toEqual(expect.any(String));
    expect((await addVisa(member)).length).toBeGreaterThan(0);
    await openChecking(t, member);
    expect((await call(member, getCheckingAccountInfo)).statusCode).toBe(200);
    const methods = await ok(call(member, getRepaymentMethods));
    const bank = methods.methods.find((method) => method.type === 'LINKED_BANK');
    if (!bank) throw new Error('no linked bank to repay from');
    const repaid = await call(member, repayCashAdvance, { body: { amount: 500, fundOptionId: bank.id } });
    expect(repaid.statusCode).toBe(201);
  });

  it('refuses a member under 18 and one without a US address, naming the step', async () => {
    const member = await linkedMember(t);
    await updateUser(t.db, member.memberId, { dateOfBirth: '2015-01-01' });
    await refusedWith(call(member, addPaymentCard, { body: visaDebit }), ['date-of-birth']);

    const abroad = await newMemberWithAbroadAddress();
    await refusedWith(call(abroad, addPaymentCard, { body: visaDebit }), ['address']);
  });

  async function newMemberWithAbroadAddress(): Promise<Caller> {
    const member = await linkedMember(t);
    await t.db.execute(sql`delete from addresses where user_id = ${member.memberId}`);
    await insertAddress(t.db, {
      memberId: member.memberId,
      addressLine1: '10 Queen St W',
      city: 'Toronto',
      state: 'ON',
      postalCode: 'M5H 2N2',
      country: 'CA',
      status: 'VERIFIED',
    });
    await completeIdentitySteps(t.db, member.memberId, t.clock.now());
    return member;
  }
});
