// Repaying now, part of it: the smallest part, and the result read back by its id (the result page
// shows what the server says, never what its address says). A file of its own: each member signs up
// from one address, and the sign-up limit is per minute.
import { getOutstandingCashAdvances } from '@fernleaf/contract/cash-advance';
import { getRepayment, repayCashAdvance } from '@fernleaf/contract/cash-advance-repayment';
import { sandboxPayrollDeposit } from '@fernleaf/contract/checking';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/bank-test-kit.ts';
import { call, callUnchecked, ok } from '../../test/call.ts';
import {
  addVisa,
  assertBooksAgree,
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  linkedMember,
  owingMember,
} from '../../test/test-cash-advance-app.ts';

let t: CashAdvanceTestApp;
beforeAll(async () => {
  t = await createCashAdvanceTestApp();
});
afterEach(() => assertBooksAgree(t.db));
afterAll(() => t.close());

const repay = (member: Caller, amount: number, fundOptionId: string) =>
  call(member, repayCashAdvance, { body: { amount, fundOptionId } });

const owedBy = async (member: Caller) => (await ok(call(member, getOutstandingCashAdvances))).totalOutstanding;

describe('repaying part now', () => {
  it('refuses a part under $5.00 with a named 400, and takes nothing', async () => {
    const { member } = await owingMember(t, 4000);
    await ok(call(member, sandboxPayrollDeposit, { body: { amount: 3000, employer: 'Acme Payroll' } }));
    const tiny = await repay(member, 50, 'CHECKING');
    expect(tiny.statusCode).toBe(400);
    expect(tiny.error.code).toBe('VALIDATION_FAILED');
    expect(tiny.error.fields?.amount).toBe('Repay at least $5.00, or everything you owe ($40.00)');
    expect(await owedBy(member)).toBe(4000);
    // $5.00 exactly is a part.
    expect((await ok(repay(member, 500, 'CHECKING'))).remainingOutstanding).toBe(3500);
  });
});

describe('reading a repayment back', () => {
  it('answers what was repaid, from where, and what is owed now; another member’s id is 404, a malformed one a named 400', async () => {
    const { member } = await owingMember(t, 4000);
    const cardId = await addVisa(member);
    const made = await ok(repay(member, 1250, `CARD:${cardId}`));
    const id = made.repayments[0]?.id ?? '';
    const read = await ok(call(member, getRepayment, { params: { repaymentId: id } }));
    // $40.00 owed, $12.50 repaid: $27.50 still owed.
    expect(read).toMatchObject({ amount: 1250, owedNow: 2750, pending: false });
    expect(read.sourceLabel).toMatch(/4242|Visa/i);

    const stranger = await linkedMember(t);
    expect((await call(stranger, getRepayment, { params: { repaymentId: id } })).statusCode).toBe(404);
    const malformed = await callUnchecked(member, getRepayment, { params: { repaymentId: 'not-an-id' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.error.fields?.repaymentId).toBe('Choose a repayment');
  });
});
