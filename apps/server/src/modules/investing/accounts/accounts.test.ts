// The investing calls through the API on a real database (decision 042): the plus account list and
// U0022, the risk questions, answers and score, and opening managed and self-directed accounts.
import { randomUUID } from 'node:crypto';
import { getAccountSummary } from '@fernleaf/contract/checking';
import {
  getPlusAccount,
  getRiskQuestions,
  getRiskScore,
  openInvestmentAccount,
  saveRiskAnswers,
} from '@fernleaf/contract/investing';
import { getOnboardingState } from '@fernleaf/contract/onboarding';
import type { OnboardingFlow } from '@fernleaf/contract/onboarding-flows';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { investmentAccounts, investmentRiskAnswers } from '../../../db/schema/investing.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { existingMemberAccount, platformAccount } from '../../../ledger/accounts.ts';
import { postEntry } from '../../../ledger/post-entry.ts';
import { decryptField } from '../../../platform/field-encryption.ts';
import { call, callUnchecked, openApiPathOf } from '../../../test/call.ts';
import { identityAwaitingKba } from '../../../test/investing-test-kit.ts';
import { assertLedgerBalanced } from '../../../test/ledger-invariants.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  signUpMemberWithAddress,
  type TestMember,
} from '../../../test/test-checking-app.ts';

let t: CheckingTestApp;
/**
 * Sign-up allows 10 a minute from one address, so the file shares a few members, each for one
 * concern: one who never opens an account, one who opens both kinds, one who only opens a
 * self-directed account, one who only answers questions, one who never finishes the questions.
 */
let fresh: TestMember;
let owner: TestMember;
let trader: TestMember;
let answerer: TestMember;
let unfinished: TestMember;
beforeAll(async () => {
  t = await createCheckingTestApp();
  fresh = await signUpMemberWithAddress(t);
  owner = await signUpMemberWithAddress(t);
  trader = await signUpMemberWithAddress(t);
  answerer = await signUpMemberWithAddress(t);
  unfinished = await signUpMemberWithAddress(t);
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

const everyDisclosure = ['RELATIONSHIP_SUMMARY', 'ADVISORY_BROCHURE', 'NOT_FDIC_INSURED', 'SIPC_NOTICE'];
const selfDirectedDisclosures = ['RELATIONSHIP_SUMMARY', 'NOT_FDIC_INSURED', 'SIPC_NOTICE'];
const moderateAnswers = {
  'time-horizon': 'YEARS_6_TO_10',
  goal: 'BALANCE',
  'market-drop': 'SELL_SOME',
  'income-stability': 'SOMEWHAT_STEADY',
};

const plusAccount = (member: TestMember) => call(member, getPlusAccount);
const questions = (member: TestMember) => call(member, getRiskQuestions);
const score = (member: TestMember) => call(member, getRiskScore);
// Answers and openings go unchecked: the tests send unknown questions, choices and disclosures too.
const answer = (member: TestMember, answers: unknown) => callUnchecked(member, saveRiskAnswers, { body: { answers } });
const investmentSteps = async (member: TestMember, flow: OnboardingFlow = 'investment') => {
  const response = await call(member, getOnboardingState, { body: { flow } });
  return response.data.steps;
};
const activationStatus = async (member: TestMember, flow: OnboardingFlow = 'investment') =>
  (await investmentSteps(member, flow)).find((step) => step.id === 'account-activation')?.status;
const open = (member: TestMember, payload: object, idempotencyKey?: string) =>
  callUnchecked(member, openInvestmentAccount, { body: payload, idempotencyKey });

/** Money into or out of the account's cash straight through the ledger: funding calls come with a later part of investing. */
async function move(member: TestMember, cents: bigint, options: { pending?: boolean; out?: boolean } = {}) {
  const cash = await existingMemberAccount(t.db, member.memberId, 'managed_investment_cash');
  if (!cash) throw new Error('no managed investment cash account');
  const sign = options.out ? -1n : 1n;
  await inTransaction(t.db, (tx) =>
    postEntry(tx, {
      reference: `test:${randomUUID()}`,
      kind: 'test_funding',
      description: 'Test movement',
      pending: options.pending ?? false,
      postings: [
        { accountId: cash.id, amountCents: sign * cents },
        { accountId: platformAccount('external_bank_clearing').id, amountCents: -sign * cents },
      ],
    }),
  );
}

const accountRowsOf = (member: TestMember) =>
  t.db.select().from(investmentAccounts).where(eq(investmentAccounts.memberId, member.memberId));

describe('the risk profile', () => {
  it('asks four questions, in the order of the steps question-1 to question-4, without their points', async () => {
    const response = await questions(fresh);
    expect(response.statusCode).toBe(200);
    const asked = response.data.questions as { id: string; step: string; options: object[] }[];
    expect(asked.map((question) => [question.id, question.step])).toEqual([
      ['time-horizon', 'question-1'],
      ['goal', 'question-2'],
      ['market-drop', 'question-3'],
      ['income-stability', 'question-4'],
    ]);
    for (const question of asked) {
      expect(question.options).toHaveLength(4);
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'label']);
    }
  });

  it('refuses bad answers with 400 naming the field, and saves nothing of them', async () => {
    const cases: [unknown, string][] = [
      [{ goal: 'GET_RICH' }, 'answers.goal'],
      [{ goal: 3 }, 'answers.goal'],
      [{ goal: 'GROWTH', 'favourite-colour': 'BLUE' }, 'answers'],
      [{}, 'answers'],
      ['GROWTH', 'answers'],
    ];
    for (const [answers, field] of cases) {
      const response = await answer(fresh, answers);
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.error.fields ?? {})).toContain(field);
    }
    expect((await score(fresh)).data.unansweredQuestionIds).toHaveLength(4);
  });

  it('scores nothing before every question is answered, and names the questions left', async () => {
    expect((await score(answerer)).data).toEqual({
      score: null,
      riskTolerance: null,
      unansweredQuestionIds: ['time-horizon', 'goal', 'market-drop', 'income-stability'],
    });
    const first = await answer(answerer, { 'time-horizon': 'OVER_10_YEARS' });
    expect(first.statusCode).toBe(200);
    expect(first.data).toEqual({
      answers: { 'time-horizon': 'OVER_10_YEARS' },
      score: null,
      riskTolerance: null,
      unansweredQuestionIds: ['goal', 'market-drop', 'income-stability'],
    });
  });

  it('keeps earlier answers when one page saves its own, and scores the whole profile', async () => {
    await answer(answerer, { goal: 'GROWTH' });
    await answer(answerer, { 'market-drop': 'BUY_MORE' });
    const last = await answer(answerer, { 'income-stability': 'VERY_STEADY' });
    expect(last.data).toMatchObject({ score: 10, riskTolerance: 'AGGRESSIVE', unansweredQuestionIds: [] });

    // A changed answer replaces the earlier one; money needed within 3 years keeps the profile conservative.
    const changed = await answer(answerer, { 'time-horizon': 'UNDER_3_YEARS' });
    expect(changed.data.answers['time-horizon']).toBe('UNDER_3_YEARS');
    expect((await score(answerer)).data).toEqual({
      score: 2,
      riskTolerance: 'CONSERVATIVE',
      unansweredQuestionIds: [],
    });
  });

  it("asks again an answer no longer among its question's options, rather than scoring it", async () => {
    // As a reworded question would leave it: the stored option is not one the question offers now.
    await t.db.insert(investmentRiskAnswers).values({
      memberId: fresh.memberId,
      questionId: 'goal',
      optionId: 'RETIRE_EARLY',
      answeredAt: t.clock.now,
    });
    const { goal: _goal, ...others } = moderateAnswers;
    const saved = await answer(fresh, others);
    expect(saved.data).toMatchObject({ score: null, unansweredQuestionIds: ['goal'] });
    expect(saved.data.answers).not.toHaveProperty('goal');
  });

  it("keeps each member's answers to themselves", async () => {
    expect((await score(fresh)).data.score).toBeNull();
  });
});

describe('opening an investment account', () => {
  it('refuses bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ acceptedDisclosures: everyDisclosure }, 'kind'],
      [{ kind: 'ROBO', acceptedDisclosures: everyDisclosure }, 'kind'],
      [{ kind: 'MANAGED' }, 'acceptedDisclosures'],
      [{ kind: 'MANAGED', acceptedDisclosures: ['RELATIONSHIP_SUMMARY', 'TERMS'] }, 'acceptedDisclosures.1'],
      [{ kind: 'MANAGED', acceptedDisclosures: [...everyDisclosure, 'SIPC_NOTICE'] }, 'acceptedDisclosures'],
    ];
    for (const [payload, field] of cases) {
      const response = await open(fresh, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.error.fields ?? {})).toContain(field);
    }
  });

  it('refuses until every disclosure the kind needs is accepted, naming acceptedDisclosures', async () => {
    const cases: [object, string][] = [
      [{ kind: 'MANAGED', acceptedDisclosures: selfDirectedDisclosures }, 'Advisory Brochure'],
      [{ kind: 'SELF_DIRECTED', acceptedDisclosures: ['RELATIONSHIP_SUMMARY', 'SIPC_NOTICE'] }, 'not FDIC insured'],
      [{ kind: 'SELF_DIRECTED', acceptedDisclosures: [] }, 'SIPC Protection Notice'],
    ];
    for (const [payload, missing] of cases) {
      const response = await open(fresh, payload);
      expect(response.statusCode).toBe(400);
      expect(response.error.fields?.acceptedDisclosures).toContain(missing);
    }
    expect(await accountRowsOf(fresh)).toEqual([]);
  });

  it('refuses a managed account until every risk question is answered, naming the steps left', async () => {
    await answer(unfinished, { 'time-horizon': 'OVER_10_YEARS', 'market-drop': 'HOLD' });
    const response = await open(unfinished, { kind: 'MANAGED', acceptedDisclosures: everyDisclosure });
    expect(response.statusCode).toBe(409);
    expect(response.error).toMatchObject({
      code: 'ONBOARDING_STEP_REQUIRED',
      steps: ['question-2', 'question-4'],
    });
    expect(await accountRowsOf(unfinished)).toEqual([]);
    expect(await existingMemberAccount(t.db, unfinished.memberId, 'managed_investment_cash')).toBeUndefined();
  });

  it('opens nothing for a member whose identity is not verified', async () => {
    await answer(unfinished, moderateAnswers);
    await identityAwaitingKba(t.db, unfinished.memberId);
    const response = await open(unfinished, { kind: 'MANAGED', acceptedDisclosures: everyDisclosure });
    expect(response.statusCode).toBe(409);
    expect(response.error).toMatchObject({ code: 'ONBOARDING_STEP_REQUIRED', steps: ['kba'] });
    expect(await accountRowsOf(unfinished)).toEqual([]);
    expect(await existingMemberAccount(t.db, unfinished.memberId, 'managed_investment_cash')).toBeUndefined();
  });

  it('opens a managed account on the model portfolio of the risk profile, recording the disclosures', async () => {
    await answer(owner, moderateAnswers);
    expect(await activationStatus(owner)).not.toBe('done');
    const key = `open-${randomUUID()}`;
    const body = { kind: 'MANAGED', acceptedDisclosures: everyDisclosure };
    const response = await open(owner, body, key);
    expect(response.statusCode).toBe(200);
    const account = response.data;
    expect(account).toEqual({
      accountId: expect.any(String),
      kind: 'MANAGED',
      accountStatus: 'OPEN',
      accountNo: expect.stringMatching(/^••••\d{4}$/),
      accountCreatedOn: t.clock.now.toISOString(),
      riskScore: 6,
      riskTolerance: 'MODERATE',
      modelPortfolio: 'MODERATE',
    });

    const [row] = await accountRowsOf(owner);
    expect(row?.disclosuresAccepted).toEqual({
      RELATIONSHIP_SUMMARY: '2026-11',
      ADVISORY_BROCHURE: '2026-11',
      NOT_FDIC_INSURED: '2026-11',
      SIPC_NOTICE: '2026-11',
    });
    // The number is kept encrypted: ten digits, of which the answer shows the last four.
    const number = decryptField(t.fieldKey, row?.accountNumberEncrypted as string);
    expect(number).toMatch(/^[1-9]\d{9}$/);
    expect(account.accountNo).toBe(`••••${number.slice(-4)}`);
    // Its cash is a ledger account of its own.
    const cash = await existingMemberAccount(t.db, owner.memberId, 'managed_investment_cash');
    expect(row?.ledgerAccountId).toBe(cash?.id);

    // The same Idempotency-Key replays the answer; another key for the same kind is refused.
    const again = await open(owner, body, key);
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body)).toEqual(JSON.parse(response.body));
    const second = await open(owner, body);
    expect(second.statusCode).toBe(409);
    expect(second.error).toMatchObject({
      code: 'INVESTMENT_ACCOUNT_EXISTS',
      fields: { kind: expect.any(String) },
    });
    expect(await accountRowsOf(owner)).toHaveLength(1);
    // Investing's onboarding takes its opening step as done from the account, never from a claim.
    expect(await activationStatus(owner)).toBe('done');
    expect(await activationStatus(owner, 'managed-investing')).toBe('done');
    expect(await activationStatus(owner, 'active-investing')).not.toBe('done');
  });

  it('opens one self-directed account, without a risk profile or the advisory brochure, when requests race', async () => {
    const body = { kind: 'SELF_DIRECTED', acceptedDisclosures: selfDirectedDisclosures };
    const answers = await Promise.all([open(trader, body), open(trader, body), open(trader, body)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const opened = answers.find((response) => response.statusCode === 200);
    expect(opened?.data).toMatchObject({
      kind: 'SELF_DIRECTED',
      riskScore: null,
      riskTolerance: null,
      modelPortfolio: null,
    });
    expect(await accountRowsOf(trader)).toHaveLength(1);
    expect(await existingMemberAccount(t.db, trader.memberId, 'self_directed_investment_cash')).toBeDefined();
    expect(await existingMemberAccount(t.db, trader.memberId, 'managed_investment_cash')).toBeUndefined();
    // A self-directed account does not open the managed account investing's onboarding opens.
    expect(await activationStatus(trader)).not.toBe('done');
    expect(await activationStatus(trader, 'managed-investing')).not.toBe('done');
    // Active investing's opening step is done from the self-directed account alone.
    expect(await activationStatus(trader, 'active-investing')).toBe('done');
    expect(await activationStatus(fresh, 'active-investing')).not.toBe('done');
  });
});

describe('the OpenAPI document', () => {
  it('lists every investing call', async () => {
    const paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(paths[openApiPathOf(getPlusAccount)].get).toBeDefined();
    expect(paths[openApiPathOf(getRiskQuestions)].get).toBeDefined();
    expect(paths[openApiPathOf(saveRiskAnswers)].put.requestBody).toBeDefined();
    expect(paths[openApiPathOf(getRiskScore)].get).toBeDefined();
    expect(paths[openApiPathOf(openInvestmentAccount)].post.requestBody).toBeDefined();
  });
});

describe('the plus accounts', () => {
  it('answers 404 U0022 for a member without an investment account or credit reserve', async () => {
    const response = await plusAccount(fresh);
    expect(response.statusCode).toBe(404);
    expect(response.error).toMatchObject({
      code: 'U0022',
      description: 'You have no investment account or credit reserve yet.',
    });
    // Another member's accounts (the owner's, the trader's) are never counted as this member's.
    expect((await plusAccount(unfinished)).error.code).toBe('U0022');
  });

  it('lists the accounts oldest first, with the cash the ledger holds available in integer cents', async () => {
    t.advance(60);
    const selfDirected = await open(owner, { kind: 'SELF_DIRECTED', acceptedDisclosures: selfDirectedDisclosures });
    expect(selfDirected.statusCode).toBe(200);
    await move(owner, 125_050n);
    // Money on its way out is no longer available; money on its way in is not yet.
    await move(owner, 25_000n, { pending: true, out: true });
    await move(owner, 10_000n, { pending: true });

    const response = await plusAccount(owner);
    expect(response.statusCode).toBe(200);
    const { status, accounts } = response.data;
    expect(status).toBe('PLUS_API_SUCCESS');
    const [managedRow] = await accountRowsOf(owner).then((rows) => rows.filter((row) => row.kind === 'MANAGED'));
    expect(accounts).toEqual([
      {
        accountInternalType: 'INVESTMENT',
        accountStatus: 'OPEN',
        accountNo: `••••${managedRow?.accountNumberLast4}`,
        availableBalance: 100_050,
        accountCreatedOn: managedRow?.openedAt.toISOString(),
        accountId: managedRow?.id,
        investmentKind: 'MANAGED',
        modelPortfolio: 'MODERATE',
      },
      {
        accountInternalType: 'INVESTMENT',
        accountStatus: 'OPEN',
        accountNo: selfDirected.data.accountNo,
        availableBalance: 0,
        accountCreatedOn: selfDirected.data.accountCreatedOn,
        accountId: selfDirected.data.accountId,
        investmentKind: 'SELF_DIRECTED',
        modelPortfolio: null,
      },
    ]);
    const [first, second] = accounts;
    expect(Date.parse(first?.accountCreatedOn ?? '')).toBeLessThan(Date.parse(second?.accountCreatedOn ?? ''));

    // The summary of every account lists them too, so a page knows to ask for them; their cash stays
    // out of the total available.
    const summary = (await call(owner, getAccountSummary)).data;
    const investing = summary.accounts.filter((account: { type: string }) => account.type === 'INVESTMENT');
    expect(investing.map((account: { id: string }) => account.id)).toEqual([
      managedRow?.id,
      selfDirected.data.accountId,
    ]);
    expect(investing[0]).toMatchObject({ name: 'Managed investing', availableBalance: 100_050, status: 'OPEN' });

    // The trader sees only their own account.
    const traders = (await plusAccount(trader)).data.accounts as { accountId: string }[];
    expect(traders).toHaveLength(1);
    expect(traders.map((account) => account.accountId)).not.toContain(managedRow?.id);
  });
});
