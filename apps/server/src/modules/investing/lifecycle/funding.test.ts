// Cash between checking and an investment account through the API on a real database (decision 043).
import { getPlusAccount, openInvestmentAccount } from '@fernleaf/contract/investing';
import { transferInvestmentCash } from '@fernleaf/contract/investing-money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, callUnchecked } from '../../../test/call.ts';
import { assertInvestingBooksAgree } from '../../../test/investing-books-agree.ts';
import { type InvestingMember, sandboxMarket, selfDirectedMember, transfer } from '../../../test/investing-test-kit.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  signUpMemberWithAddress,
  type TestMember,
} from '../../../test/test-checking-app.ts';

let t: CheckingTestApp;
let member: InvestingMember;
let other: InvestingMember;
let noChecking: TestMember;
beforeAll(async () => {
  t = await createCheckingTestApp();
  member = await selfDirectedMember(t, 50_000);
  other = await selfDirectedMember(t, 10_000);
  noChecking = await signUpMemberWithAddress(t);
});
afterEach(() => assertInvestingBooksAgree(t.db, sandboxMarket(), t.clock.now));
afterAll(() => t.close());

const plusAccount = async (who: TestMember) => (await call(who, getPlusAccount)).data.accounts[0]?.availableBalance;

describe('moving cash between checking and an investment account', () => {
  it('deposits from checking and withdraws back, each side moving by the amount', async () => {
    const deposited = await transfer(t, member, member.investmentAccountId, {
      direction: 'DEPOSIT',
      amountCents: 20_000,
    });
    expect(deposited.statusCode).toBe(200);
    expect(deposited.data).toMatchObject({
      direction: 'DEPOSIT',
      amountCents: 20_000,
      availableBalance: 20_000,
      checkingAvailableBalance: 30_000,
    });
    const withdrawn = await transfer(t, member, member.investmentAccountId, {
      direction: 'WITHDRAWAL',
      amountCents: 5_001,
    });
    expect(withdrawn.data).toMatchObject({ availableBalance: 14_999, checkingAvailableBalance: 35_001 });
    expect(await plusAccount(member)).toBe(14_999);
  });

  it('replays the same Idempotency-Key without moving the money twice', async () => {
    const key = 'fund-once-0001';
    const first = await transfer(
      t,
      member,
      member.investmentAccountId,
      { direction: 'DEPOSIT', amountCents: 1_000 },
      key,
    );
    const again = await transfer(
      t,
      member,
      member.investmentAccountId,
      { direction: 'DEPOSIT', amountCents: 1_000 },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await plusAccount(member)).toBe(15_999);
  });

  it('refuses more than is available with 422 naming amountCents, and moves nothing', async () => {
    const tooMuchIn = await transfer(t, member, member.investmentAccountId, {
      direction: 'DEPOSIT',
      amountCents: 34_002,
    });
    expect(tooMuchIn.statusCode).toBe(422);
    expect(tooMuchIn.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amountCents: expect.any(String) },
    });
    const tooMuchOut = await transfer(t, member, member.investmentAccountId, {
      direction: 'WITHDRAWAL',
      amountCents: 16_000,
    });
    expect(tooMuchOut.statusCode).toBe(422);
    expect(Object.keys(tooMuchOut.error.fields ?? {})).toEqual(['amountCents']);
    expect(await plusAccount(member)).toBe(15_999);
  });

  it('lets only one of two concurrent withdrawals through when together they exceed the cash', async () => {
    const out = () => transfer(t, member, member.investmentAccountId, { direction: 'WITHDRAWAL', amountCents: 10_000 });
    const answers = await Promise.all([out(), out()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await plusAccount(member)).toBe(5_999);
  });

  it('refuses bad amounts and directions with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ direction: 'DEPOSIT', amountCents: 0 }, 'amountCents'],
      [{ direction: 'DEPOSIT', amountCents: 10.5 }, 'amountCents'],
      [{ direction: 'DEPOSIT', amountCents: -100 }, 'amountCents'],
      [{ direction: 'DEPOSIT', amountCents: '100' }, 'amountCents'],
      [{ direction: 'SIDEWAYS', amountCents: 100 }, 'direction'],
    ];
    for (const [payload, field] of cases) {
      const response = await callUnchecked(member, transferInvestmentCash, {
        params: { accountId: member.investmentAccountId },
        body: payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.error.fields ?? {})).toContain(field);
    }
  });

  it("answers 404 for another member's account and moves nothing", async () => {
    const response = await transfer(t, member, other.investmentAccountId, { direction: 'DEPOSIT', amountCents: 100 });
    expect(response.statusCode).toBe(404);
    expect(await plusAccount(other)).toBe(0);
  });

  it('asks for checking first when the member has none', async () => {
    const opened = await call(noChecking, openInvestmentAccount, {
      body: {
        kind: 'SELF_DIRECTED',
        acceptedDisclosures: ['RELATIONSHIP_SUMMARY', 'NOT_FDIC_INSURED', 'SIPC_NOTICE'],
      },
    });
    const response = await transfer(t, noChecking, opened.data.accountId, {
      direction: 'DEPOSIT',
      amountCents: 100,
    });
    expect(response.statusCode).toBe(409);
    expect(response.error).toMatchObject({ code: 'ONBOARDING_STEP_REQUIRED', steps: ['account-activation'] });
  });
});
