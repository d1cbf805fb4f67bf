// Money into an investment account from a linked bank by ACH, and recurring deposits run by their job,
// through the API on a real database (decision 044): pending then settled by the sandbox network's
// timing, one Idempotency-Key one deposit, one run per account and date however often the job runs, a
// failed date recorded and not retried, pause, resume and cancel. The books agree after each test.
import { getCheckingAccountInfo } from '@fernleaf/contract/checking';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { investmentBankDeposits } from '../../../db/schema/investing-lifecycle.ts';
import { call } from '../../../test/call.ts';
import { assertInvestingBooksAgree } from '../../../test/investing-books-agree.ts';
import {
  bankDeposit,
  type InvestingMember,
  linkedAvailableCents,
  positions,
  present,
  recurring,
  recurringStatus,
  sandboxMarket,
  selfDirectedMember,
  setRecurring,
  transactions,
  transfer,
} from '../../../test/investing-test-kit.ts';
import {
  achSettleSeconds,
  type CheckingTestApp,
  createCheckingTestApp,
  insertLinkedAccount,
} from '../../../test/test-checking-app.ts';

const market = sandboxMarket();
let t: CheckingTestApp;
let member: InvestingMember;
let other: InvestingMember;
let linkedAccountId: string;
let othersLinkedAccountId: string;

/** Tuesday 1 December 2026, 10:00 in New York. */
const tuesdayMorning = new Date('2026-12-01T15:00:00Z');
const day = 24 * 60 * 60;

beforeAll(async () => {
  t = await createCheckingTestApp();
  t.clock.now = tuesdayMorning;
  member = await selfDirectedMember(t, 100_000);
  other = await selfDirectedMember(t, 10_000);
  ({ accountId: linkedAccountId } = await insertLinkedAccount(t, member.memberId, {
    availableCents: 300_000n,
    currentCents: 300_000n,
  }));
  ({ accountId: othersLinkedAccountId } = await insertLinkedAccount(t, other.memberId));
});
afterEach(() => assertInvestingBooksAgree(t.db, market, t.clock.now));
afterAll(() => t.close());

const cashOf = async (who: InvestingMember = member) =>
  (await positions(t, who, who.investmentAccountId)).data.cash as {
    availableCents: number;
    pendingInCents: number;
  };
const linkedAvailable = () => linkedAvailableCents(t.db, linkedAccountId);
const checkingAvailable = async () =>
  present((await call(member, getCheckingAccountInfo)).data, 'a checking account').availableBalance;
const settle = async () => {
  t.advance(achSettleSeconds);
  await t.app.jobs.runDue(['ach-settlement']);
};
const runRecurring = () => t.app.jobs.runDue(['recurring-deposits']);

describe('deposits from a linked bank by ACH', () => {
  it('is pending, not available, until the network settles it, then posts on both sides', async () => {
    const deposited = await bankDeposit(t, member, member.investmentAccountId, {
      linkedAccountId,
      amountCents: 25_000,
    });
    expect(deposited.statusCode).toBe(200);
    expect(deposited.data).toMatchObject({
      amountCents: 25_000,
      status: 'PENDING',
      linkedAccount: { id: linkedAccountId, bankName: 'Test Savings Bank' },
      availableBalance: 0,
    });
    expect(await cashOf()).toMatchObject({ availableCents: 0, pendingInCents: 25_000 });
    expect(await linkedAvailable()).toBe(275_000n);
    // Pending money may not be withdrawn.
    const early = await transfer(t, member, member.investmentAccountId, { direction: 'WITHDRAWAL', amountCents: 1 });
    expect(early.statusCode).toBe(422);

    await settle();
    expect(await cashOf()).toMatchObject({ availableCents: 25_000, pendingInCents: 0 });
    const [row] = await t.db.select().from(investmentBankDeposits);
    expect(row?.status).toBe('POSTED');
    const listed = (await transactions(t, member, member.investmentAccountId)).data.transactions;
    expect(listed[0]).toMatchObject({ kind: 'BANK_DEPOSIT', amountCents: 25_000, status: 'POSTED' });
    expect(listed[0]?.description).toMatch(/^Deposit from Test Savings Bank/);
  });

  it('replays the same Idempotency-Key without pulling the money twice', async () => {
    const body = { linkedAccountId, amountCents: 1_000 };
    const first = await bankDeposit(t, member, member.investmentAccountId, body, 'bank-deposit-once-1');
    const again = await bankDeposit(t, member, member.investmentAccountId, body, 'bank-deposit-once-1');
    expect(again.statusCode).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await t.db.select().from(investmentBankDeposits)).toHaveLength(2);
    expect(await linkedAvailable()).toBe(274_000n);
    await settle();
  });

  it('refuses more than the linked account has with 422 naming amountCents, writing nothing', async () => {
    const refused = await bankDeposit(t, member, member.investmentAccountId, {
      linkedAccountId,
      amountCents: 274_001,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amountCents: expect.any(String) },
    });
    expect(await t.db.select().from(investmentBankDeposits)).toHaveLength(2);
    expect(await linkedAvailable()).toBe(274_000n);
  });

  it("answers 404 for another member's linked account or investment account, 400 for bad input", async () => {
    const othersBank = await bankDeposit(t, member, member.investmentAccountId, {
      linkedAccountId: othersLinkedAccountId,
      amountCents: 1_000,
    });
    expect(othersBank.statusCode).toBe(404);
    const othersAccount = await bankDeposit(t, member, other.investmentAccountId, {
      linkedAccountId,
      amountCents: 1_000,
    });
    expect(othersAccount.statusCode).toBe(404);
    const tooSmall = await bankDeposit(t, member, member.investmentAccountId, { linkedAccountId, amountCents: 99 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.error.fields).toHaveProperty('amountCents');
  });

  it('refuses a bank still being linked, naming linkedAccountId', async () => {
    const { accountId: pending } = await insertLinkedAccount(t, member.memberId, {
      status: 'PENDING',
      completesAt: new Date(tuesdayMorning.getTime() + 365 * day * 1000),
    });
    const refused = await bankDeposit(t, member, member.investmentAccountId, {
      linkedAccountId: pending,
      amountCents: 500,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.error.fields).toHaveProperty('linkedAccountId');
  });
});

describe('recurring deposits', () => {
  const today = '2026-12-01';

  it('refuses a start in the past, a bank missing for a bank source, and another member’s account', async () => {
    const past = await setRecurring(t, member, member.investmentAccountId, {
      frequency: 'WEEKLY',
      amountCents: 5_000,
      source: 'CHECKING',
      startDate: '2026-11-30',
    });
    expect(past.statusCode).toBe(400);
    expect(past.error.fields).toHaveProperty('startDate');
    const noBank = await setRecurring(t, member, member.investmentAccountId, {
      frequency: 'WEEKLY',
      amountCents: 5_000,
      source: 'LINKED_BANK',
      startDate: today,
    });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.error.fields).toHaveProperty('linkedAccountId');
    expect((await recurring(t, member, other.investmentAccountId)).statusCode).toBe(404);
    expect((await recurringStatus(t, member, other.investmentAccountId, 'PAUSED')).statusCode).toBe(404);
    expect((await recurring(t, member, member.investmentAccountId)).data).toEqual({ schedule: null, runs: [] });
  });

  it('runs each date once from checking, however often the job runs, and moves to the next date', async () => {
    const set = await setRecurring(t, member, member.investmentAccountId, {
      frequency: 'WEEKLY',
      amountCents: 5_000,
      source: 'CHECKING',
      startDate: today,
    });
    expect(set.statusCode).toBe(200);
    expect(set.data.schedule).toMatchObject({ status: 'ACTIVE', nextRunOn: today, source: 'CHECKING' });
    const before = (await cashOf()).availableCents;
    const checkingBefore = await checkingAvailable();

    await runRecurring();
    await runRecurring();
    const after = (await recurring(t, member, member.investmentAccountId)).data;
    expect(after.runs).toEqual([expect.objectContaining({ runOn: today, status: 'DEPOSITED', amountCents: 5_000 })]);
    expect(after.schedule?.nextRunOn).toBe('2026-12-08');
    expect((await cashOf()).availableCents).toBe(before + 5_000);
    expect(await checkingAvailable()).toBe(checkingBefore - 5_000);

    // Set again for today, it starts from its next date: today already ran.
    const again = await setRecurring(t, member, member.investmentAccountId, {
      frequency: 'WEEKLY',
      amountCents: 5_000,
      source: 'CHECKING',
      startDate: today,
    });
    expect(again.data.schedule?.nextRunOn).toBe('2026-12-08');

    // A week on, the next date runs once more.
    t.advance(7 * day);
    await runRecurring();
    const weekLater = (await recurring(t, member, member.investmentAccountId)).data;
    expect(weekLater.runs.map((run: { runOn: string }) => run.runOn)).toEqual(['2026-12-08', today]);
    expect((await cashOf()).availableCents).toBe(before + 10_000);
  });

  it('records a date that finds too little money as failed, with the reason, and does not retry it', async () => {
    const checkingNow = await checkingAvailable();
    await setRecurring(t, member, member.investmentAccountId, {
      frequency: 'MONTHLY',
      amountCents: checkingNow + 100,
      source: 'CHECKING',
      startDate: '2026-12-08',
    });
    const before = (await cashOf()).availableCents;
    await runRecurring();
    t.advance(60 * 60);
    await runRecurring();
    const answer = (await recurring(t, member, member.investmentAccountId)).data;
    // The weekly run of the 8th above already took this date's run key: the run key is the account and date.
    expect(answer.runs.filter((run: { runOn: string }) => run.runOn === '2026-12-08')).toHaveLength(1);
    expect(answer.schedule?.nextRunOn).toBe('2027-01-08');
    expect((await cashOf()).availableCents).toBe(before);

    t.clock.now = new Date('2027-01-08T15:00:00Z');
    await runRecurring();
    await runRecurring();
    const failed = (await recurring(t, member, member.investmentAccountId)).data;
    expect(failed.runs[0]).toMatchObject({
      runOn: '2027-01-08',
      status: 'FAILED',
      failureReason: 'This is more than your checking account has available.',
    });
    expect(failed.runs.filter((run: { runOn: string }) => run.runOn === '2027-01-08')).toHaveLength(1);
    expect(failed.schedule).toMatchObject({ status: 'ACTIVE', nextRunOn: '2027-02-08' });
    expect((await cashOf()).availableCents).toBe(before);
  });

  it('pauses, resumes at the next date from today, and cancels in one call each', async () => {
    const paused = await recurringStatus(t, member, member.investmentAccountId, 'PAUSED');
    expect(paused.data.schedule).toMatchObject({ status: 'PAUSED', nextRunOn: null });
    t.clock.now = new Date('2027-02-08T15:00:00Z');
    await runRecurring();
    expect((await recurring(t, member, member.investmentAccountId)).data.runs[0]?.runOn).toBe('2027-01-08');

    t.clock.now = new Date('2027-02-10T15:00:00Z');
    const resumed = await recurringStatus(t, member, member.investmentAccountId, 'ACTIVE');
    expect(resumed.data.schedule).toMatchObject({ status: 'ACTIVE', nextRunOn: '2027-03-08' });
    const cancelled = await recurringStatus(t, member, member.investmentAccountId, 'CANCELLED');
    expect(cancelled.data.schedule).toBeNull();
    expect((await recurringStatus(t, member, member.investmentAccountId, 'PAUSED')).statusCode).toBe(404);
  });

  it('runs from a linked bank as a pending ACH deposit that settles', async () => {
    const set = await setRecurring(t, member, member.investmentAccountId, {
      frequency: 'BIWEEKLY',
      amountCents: 2_500,
      source: 'LINKED_BANK',
      linkedAccountId,
      startDate: '2027-02-10',
    });
    expect(set.data.schedule).toMatchObject({
      source: 'LINKED_BANK',
      linkedAccount: { id: linkedAccountId, bankName: 'Test Savings Bank' },
      nextRunOn: '2027-02-10',
    });
    const before = await cashOf();
    await runRecurring();
    expect(await cashOf()).toMatchObject({
      availableCents: before.availableCents,
      pendingInCents: before.pendingInCents + 2_500,
    });
    await settle();
    expect((await cashOf()).availableCents).toBe(before.availableCents + 2_500);
    const answer = (await recurring(t, member, member.investmentAccountId)).data;
    expect(answer.runs[0]).toMatchObject({ runOn: '2027-02-10', source: 'LINKED_BANK', status: 'DEPOSITED' });
    expect(answer.schedule?.nextRunOn).toBe('2027-02-24');
  });
});
