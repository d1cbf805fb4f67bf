import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCaller } from '../../test/bank-test-kit.ts';
import {
  assertBooksAgree,
  type CashAdvanceTestApp,
  call,
  createCashAdvanceTestApp,
  joinCashAdvance,
  linkedMember,
  ok,
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
    const response = await call(member, 'POST', '/api/onboarding/instacash/v6/eligibleBv', {}, null);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.status).toBe('QUALIFIED');
    expect(data.qualification.tier).toBe('ICwB');
    expect(data.qualification.eligibleAmount.total).toBeGreaterThanOrEqual(1000);
    expect(data.qualification.eligibleAmount.available).toBe(data.qualification.eligibleAmount.total);
    expect(data.qualification.eligibilityBreakdown.lines[0].kind).toBe('BASE');
    expect(data.bankAccountInfo.bankName).toBe('Ally Bank');
    const latest = await ok(call(member, 'GET', '/api/cash-advance/onboarding/qualification'));
    expect(latest.underwritingTransactionId).toBe(data.underwritingTransactionId);
  });

  it('denies a history that is too thin, with its reasons', async () => {
    const member = await linkedMember(t, { username: 'user_thin' });
    const data = await ok<{ status: string; qualification: { denialReasons: { code: string }[] } }>(
      call(member, 'POST', '/api/onboarding/instacash/v6/eligibleBv', {}, null),
    );
    expect(data.status).toBe('DENIED');
    expect(data.qualification.denialReasons.map((reason) => reason.code)).toContain('THIN_HISTORY');
  });

  it('answers 409 BANK_NOT_LINKED without a linked bank, and no qualification (200, null) before any underwriting', async () => {
    const member = await newCaller(t);
    const response = await call(member, 'POST', '/api/onboarding/instacash/v6/eligibleBv', {}, null);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('BANK_NOT_LINKED');
    // An expected absence is an answer, not an error the browser logs.
    const qualification = await call(member, 'GET', '/api/cash-advance/onboarding/qualification');
    expect(qualification.statusCode).toBe(200);
    expect(qualification.json()).toEqual({ data: null });
  });
});

describe('joining', () => {
  it('signs the agreements, subscribes and opens an application', async () => {
    const member = await linkedMember(t);
    const joined = await joinCashAdvance(member);
    expect(joined.limit).toBeGreaterThan(0);
    const info = await ok<{ eligible: boolean; accountStatus: string }>(call(member, 'GET', '/api/cash-advance/info'));
    expect(info).toMatchObject({ eligible: true, accountStatus: 'ACTIVE' });
  });

  it('refuses the subscription without an underwriting id, naming the field', async () => {
    const member = await linkedMember(t);
    const response = await call(member, 'POST', '/api/onboarding/instacash/v3/subscription', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ underwritingTransactionId: 'INVALID UNDERWRITING ID' });
  });
});
