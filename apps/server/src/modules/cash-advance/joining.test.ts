import { getCashAdvanceInfo } from '@fernleaf/contract/cash-advance';
import {
  checkEligibilityV6,
  getOnboardingQualification,
  subscribeToCashAdvance,
} from '@fernleaf/contract/cash-advance-onboarding';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCaller } from '../../test/bank-test-kit.ts';
import { call, callUnchecked, ok } from '../../test/call.ts';
import {
  assertBooksAgree,
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  joinCashAdvance,
  linkedMember,
} from '../../test/test-cash-advance-app.ts';

let t: CashAdvanceTestApp;
beforeAll(async () => {
  t = await createCashAdvanceTestApp();
});
afterEach(() => assertBooksAgree(t.db));
afterAll(() => t.close());

describe('eligibility from the linked bank', () => {
  it('qualifies a member whose sandbox history shows regular pay, with a breakdown of the limit', async () => {
    const member = await linkedMember(t);
    const response = await call(member, checkEligibilityV6, { body: {} });
    expect(response.statusCode).toBe(200);
    const data = response.data;
    expect(data.status).toBe('QUALIFIED');
    expect(data.qualification.tier).toBe('ICwB');
    expect(data.qualification.eligibleAmount.total).toBeGreaterThanOrEqual(1000);
    expect(data.qualification.eligibleAmount.available).toBe(data.qualification.eligibleAmount.total);
    expect(data.qualification.eligibilityBreakdown.lines[0]?.kind).toBe('BASE');
    expect(data.bankAccountInfo.bankName).toBe('Ally Bank');
    const latest = await ok(call(member, getOnboardingQualification));
    expect(latest?.underwritingTransactionId).toBe(data.underwritingTransactionId);
  });

  it('denies a history that is too thin, with its reasons', async () => {
    const member = await linkedMember(t, { username: 'user_thin' });
    const data = await ok(call(member, checkEligibilityV6, { body: {} }));
    expect(data.status).toBe('DENIED');
    expect(data.qualification.denialReasons.map((reason) => reason.code)).toContain('THIN_HISTORY');
  });

  it('answers 409 BANK_NOT_LINKED without a linked bank, and no qualification (200, null) before any underwriting', async () => {
    const member = await newCaller(t);
    const response = await call(member, checkEligibilityV6, { body: {} });
    expect(response.statusCode).toBe(409);
    expect(response.error.code).toBe('BANK_NOT_LINKED');
    // An expected absence is an answer, not an error the browser logs.
    const qualification = await call(member, getOnboardingQualification);
    expect(qualification.statusCode).toBe(200);
    expect(qualification.data).toBeNull();
  });
});

describe('joining', () => {
  it('signs the agreements, subscribes and opens an application', async () => {
    const member = await linkedMember(t);
    const joined = await joinCashAdvance(member);
    expect(joined.limit).toBeGreaterThan(0);
    const info = await ok(call(member, getCashAdvanceInfo));
    expect(info).toMatchObject({ eligible: true, accountStatus: 'ACTIVE' });
  });

  it('refuses the subscription without an underwriting id, naming the field', async () => {
    const member = await linkedMember(t);
    const response = await callUnchecked(member, subscribeToCashAdvance, { body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ underwritingTransactionId: 'INVALID UNDERWRITING ID' });
  });
});
