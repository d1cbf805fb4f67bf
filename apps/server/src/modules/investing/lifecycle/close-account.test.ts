// Closing an investment account through the API on a real database (decision 044): the preview says
// what will be sold, the estimated proceeds and tax effect and when the cash arrives; the closing cancels
// waiting orders and releases their holds, sells every holding (waiting for the open while shut), and
// once the sales settle (T+1) the job returns all cash to checking and marks the account CLOSED. The
// member may then open a new account of that kind. The books agree after each test.
import { nextOpenAfter } from '@fernleaf/contract/calendar/exchange-calendar';
import { getCheckingAccountInfo } from '@fernleaf/contract/checking';
import { getPlusAccount } from '@fernleaf/contract/investing';
import {
  closeInvestmentAccount,
  depositFromLinkedBank,
  previewAccountClosing,
  setRecurringDeposit,
  setRecurringDepositStatus,
} from '@fernleaf/contract/investing-lifecycle';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, callUnchecked, openApiPathOf } from '../../../test/call.ts';
import { assertInvestingBooksAgree } from '../../../test/investing-books-agree.ts';
import {
  closeAccount,
  closingPreview,
  closingStatus,
  type InvestingMember,
  managedMember,
  openSelfDirected,
  order,
  orders,
  positions,
  present,
  recurring,
  sandboxMarket,
  selfDirectedMember,
  setRecurring,
  transactions,
  transfer,
} from '../../../test/investing-test-kit.ts';
import { type CheckingTestApp, createCheckingTestApp, type TestMember } from '../../../test/test-checking-app.ts';

const market = sandboxMarket();
let t: CheckingTestApp;
let member: InvestingMember;
let managed: InvestingMember;
let other: InvestingMember;

/** Tuesday 1 December 2026, 11:00 in New York: the session runs. */
const inSession = new Date('2026-12-01T16:00:00Z');
/** The same day at 17:00 in New York: the market is shut until Wednesday's open. */
const afterTheClose = new Date('2026-12-01T22:00:00Z');
const wednesdayOpen = nextOpenAfter(afterTheClose);
const thursdayMorning = new Date('2026-12-03T15:00:00Z');

const runMoneyJobs = () =>
  t.app.jobs.runDue(['recurring-deposits', 'investment-orders', 'managed-investing', 'investment-closings']);
const checkingAvailable = async (who: TestMember) =>
  present((await call(who, getCheckingAccountInfo)).data, 'a checking account').availableBalance;
const plusAccounts = (who: TestMember) => call(who, getPlusAccount);
const ordersOf = async (who: InvestingMember) =>
  (await orders(t, who, who.investmentAccountId)).data.orders as {
    symbol: string;
    side: string;
    status: string;
    reason: string | null;
    amountCents: number | null;
  }[];

beforeAll(async () => {
  t = await createCheckingTestApp();
  t.clock.now = inSession;
  member = await selfDirectedMember(t, 200_000);
  managed = await managedMember(t, 300_000);
  other = await selfDirectedMember(t, 10_000);
});
afterEach(() => assertInvestingBooksAgree(t.db, market, t.clock.now));
afterAll(() => t.close());

describe('closing a self-directed account with holdings and a waiting order', () => {
  it('shows what will be sold, the estimated proceeds and tax effect, and when the cash arrives', async () => {
    await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 100_000 });
    expect(
      (await order(t, member, member.investmentAccountId, { symbol: 'VTI', side: 'BUY', amountCents: 50_000 }))
        .statusCode,
    ).toBe(200);
    t.clock.now = afterTheClose;
    const waiting = await order(t, member, member.investmentAccountId, {
      symbol: 'BND',
      side: 'BUY',
      amountCents: 10_000,
    });
    expect(waiting.data.status).toBe('WAITING');

    const preview = await closingPreview(t, member, member.investmentAccountId);
    expect(preview.statusCode).toBe(200);
    const data = preview.data;
    expect(data.sales).toHaveLength(1);
    expect(data.sales[0]).toMatchObject({ symbol: 'VTI', name: expect.stringContaining('Vanguard') });
    expect(data.sales[0]?.quantityMicros).toBeGreaterThan(0);
    expect(data).toMatchObject({
      waitingOrders: 1,
      cashCents: 50_000,
      marketOpen: false,
      salesFillAt: wednesdayOpen.toISOString(),
      cashArrivesOn: '2026-12-03',
      checkingOpen: true,
    });
    expect(data.estimatedTotalCents).toBe(data.cashCents + data.estimatedProceedsCents);
    expect(data.estimatedProceedsCents).toBe(data.sales[0]?.estimatedProceedsCents);
    expect(data.taxEstimate.lots).toHaveLength(1);
    expect(data.taxEstimate.lots[0]).toMatchObject({ acquiredOn: '2026-12-01', costCents: 50_000, term: 'SHORT_TERM' });
    expect(data.taxEstimate.shortTermGainCents).toBe(data.estimatedProceedsCents - 50_000);
    expect(data.taxEstimate.note).toMatch(/not tax advice/);
  });

  it('cancels the waiting order, releases its hold, and sells at the open; replays the same key', async () => {
    const closing = await closeAccount(t, member, member.investmentAccountId, 'close-once-1');
    expect(closing.statusCode).toBe(200);
    expect(closing.data).toMatchObject({
      accountStatus: 'CLOSING',
      salesWaiting: 1,
      cashArrivesOn: '2026-12-03',
    });
    const again = await closeAccount(t, member, member.investmentAccountId, 'close-once-1');
    expect(again.data).toEqual(closing.data);

    const placed = await ordersOf(member);
    expect(placed.find((o) => o.symbol === 'BND')?.status).toBe('CANCELLED');
    expect(placed.find((o) => o.symbol === 'VTI' && o.side === 'SELL')).toMatchObject({
      status: 'WAITING',
      reason: 'Sold to close the account.',
    });
    expect((await positions(t, member, member.investmentAccountId)).data.cash).toMatchObject({
      availableCents: 50_000,
      heldForOrdersCents: 0,
    });
    expect((await plusAccounts(member)).data.accounts[0]).toMatchObject({ accountStatus: 'CLOSING' });
    // A closing account takes no new money, and a second account of the kind waits for it to close.
    const deposit = await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 100 });
    expect(deposit.statusCode).toBe(409);
    expect(deposit.error.code).toBe('INVESTMENT_ACCOUNT_CLOSED');
    // Another key while it closes answers where it stands.
    expect((await closeAccount(t, member, member.investmentAccountId)).data.accountStatus).toBe('CLOSING');
  });

  it('stays closing after the sale fills until it settles, then returns all cash to checking and closes', async () => {
    t.clock.now = new Date(wednesdayOpen.getTime() + 60_000);
    await runMoneyJobs();
    const sale = (await ordersOf(member)).find((o) => o.symbol === 'VTI' && o.side === 'SELL');
    expect(sale?.status).toBe('FILLED');
    expect((await closingStatus(t, member, member.investmentAccountId)).data).toMatchObject({
      accountStatus: 'CLOSING',
      salesWaiting: 0,
      salesUnsettled: 1,
      cashArrivesOn: '2026-12-03',
    });

    const checkingBefore = await checkingAvailable(member);
    t.clock.now = thursdayMorning;
    await runMoneyJobs();
    const closed = (await closingStatus(t, member, member.investmentAccountId)).data;
    const expected = 50_000 + (sale?.amountCents ?? 0);
    expect(closed).toMatchObject({
      accountStatus: 'CLOSED',
      cashCents: 0,
      returnedCents: expected,
      cashArrivesOn: null,
    });
    expect(await checkingAvailable(member)).toBe(checkingBefore + expected);
    const plus = await plusAccounts(member);
    expect(plus.statusCode).toBe(404);
    expect(plus.error.code).toBe('U0022');
    const history = (await transactions(t, member, member.investmentAccountId)).data.transactions;
    expect(history[0]).toMatchObject({ kind: 'WITHDRAWAL', amountCents: -expected });
  });

  it('lets the member open a new account of the kind, with a history of its own', async () => {
    t.advance(60);
    const opened = await openSelfDirected(t, member);
    expect(opened.statusCode).toBe(200);
    const accountId = opened.data.accountId;
    expect(accountId).not.toBe(member.investmentAccountId);
    const accounts = (await plusAccounts(member)).data.accounts;
    expect(accounts).toEqual([expect.objectContaining({ accountId, accountStatus: 'OPEN', availableBalance: 0 })]);
    expect((await transactions(t, member, accountId)).data.transactions).toEqual([]);
    const again = await openSelfDirected(t, member);
    expect(again.statusCode).toBe(409);
  });
});

describe('closing a managed account while the market is open', () => {
  it('sells every fund at once, cancels the recurring deposit, buys nothing more, and closes after settlement', async () => {
    t.clock.now = new Date('2026-12-07T16:00:00Z');
    await transfer(t, managed, managed.investmentAccountId, { direction: 'DEPOSIT', amountCents: 100_000 });
    await setRecurring(t, managed, managed.investmentAccountId, {
      frequency: 'WEEKLY',
      amountCents: 1_000,
      source: 'CHECKING',
      startDate: '2026-12-08',
    });
    await runMoneyJobs();
    const bought = await ordersOf(managed);
    expect(bought.filter((o) => o.side === 'BUY' && o.status === 'FILLED')).toHaveLength(6);

    const preview = (await closingPreview(t, managed, managed.investmentAccountId)).data;
    expect(preview).toMatchObject({ kind: 'MANAGED', marketOpen: true, waitingOrders: 0, cashArrivesOn: '2026-12-08' });
    expect(preview.sales.map((sale: { symbol: string }) => sale.symbol)).toEqual([
      'BND',
      'BNDX',
      'VNQ',
      'VTI',
      'VTIP',
      'VXUS',
    ]);

    const closing = await closeAccount(t, managed, managed.investmentAccountId);
    expect(closing.statusCode, closing.body).toBe(200);
    expect(closing.data).toMatchObject({ accountStatus: 'CLOSING', salesWaiting: 0, salesUnsettled: 12 });
    const sales = (await ordersOf(managed)).filter((o) => o.side === 'SELL');
    expect(sales).toHaveLength(6);
    expect(sales.every((o) => o.status === 'FILLED' && o.reason === 'Sold to close the account.')).toBe(true);
    expect((await recurring(t, managed, managed.investmentAccountId)).data.schedule).toBeNull();

    // The managed job buys nothing for a closing account, and the recurring date does not run.
    t.clock.now = new Date('2026-12-07T17:00:00Z');
    await runMoneyJobs();
    expect(await ordersOf(managed)).toHaveLength(12);

    const checkingBefore = await checkingAvailable(managed);
    t.clock.now = new Date('2026-12-08T15:00:00Z');
    await runMoneyJobs();
    const closed = (await closingStatus(t, managed, managed.investmentAccountId)).data;
    expect(closed.accountStatus).toBe('CLOSED');
    const proceeds = sales.reduce((sum, o) => sum + (o.amountCents ?? 0), 0);
    expect(closed.returnedCents).toBe(100_000 - bought.reduce((sum, o) => sum + (o.amountCents ?? 0), 0) + proceeds);
    expect(await checkingAvailable(managed)).toBe(checkingBefore + present(closed.returnedCents, 'the cash returned'));
    expect((await recurring(t, managed, managed.investmentAccountId)).data.runs).toEqual([]);
  });
});

describe('closing an account that holds only cash, and another member', () => {
  it('closes at once and returns the cash', async () => {
    await transfer(t, other, other.investmentAccountId, { direction: 'DEPOSIT', amountCents: 4_000 });
    const before = await checkingAvailable(other);
    const closed = await closeAccount(t, other, other.investmentAccountId);
    expect(closed.data).toMatchObject({ accountStatus: 'CLOSED', returnedCents: 4_000 });
    expect(await checkingAvailable(other)).toBe(before + 4_000);
  });

  it("answers 404 for another member's account", async () => {
    expect((await closeAccount(t, other, managed.investmentAccountId)).statusCode).toBe(404);
    expect((await closingPreview(t, other, managed.investmentAccountId)).statusCode).toBe(404);
    expect((await closingStatus(t, other, managed.investmentAccountId)).statusCode).toBe(404);
  });

  it('lists the deposit, recurring and closing calls in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(paths[openApiPathOf(depositFromLinkedBank)].post.requestBody).toBeDefined();
    expect(paths[openApiPathOf(setRecurringDeposit)].put.requestBody).toBeDefined();
    expect(paths[openApiPathOf(setRecurringDepositStatus)].put).toBeDefined();
    expect(paths[openApiPathOf(previewAccountClosing)].get).toBeDefined();
    expect(paths[openApiPathOf(closeInvestmentAccount)].post.requestBody).toBeDefined();
  });

  it('refuses a closing without confirmation, naming confirm', async () => {
    const refused = await callUnchecked(member, closeInvestmentAccount, {
      params: { accountId: member.investmentAccountId },
      body: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.error.fields).toHaveProperty('confirm');
  });
});

describe('closing while a dividend is owed', () => {
  it('waits for a dividend gone ex while the account held the shares, then returns it with the rest', async () => {
    const dividend = market
      .dividendsDeclaredBy('VTI', '2026-12-31')
      .find((declared) => declared.exDate === '2026-12-21');
    if (!dividend) throw new Error('the sandbox market should declare a VTI dividend going ex on 2026-12-21');
    // Thursday 17 December 2026, 11:00 in New York: a member buys VTI before its ex-date.
    t.clock.now = new Date('2026-12-17T16:00:00Z');
    const holder = await selfDirectedMember(t, 100_000);
    const accountId = holder.investmentAccountId;
    await transfer(t, holder, accountId, { direction: 'DEPOSIT', amountCents: 50_000 });
    expect((await order(t, holder, accountId, { symbol: 'VTI', side: 'BUY', amountCents: 20_000 })).statusCode).toBe(
      200,
    );
    await runMoneyJobs();

    // The ex-date, in session: the account held VTI when it began, and closing sells it today.
    t.clock.now = new Date('2026-12-21T16:00:00Z');
    expect((await closeAccount(t, holder, accountId)).statusCode).toBe(200);
    await runMoneyJobs();
    // The sale has settled, but the dividend is paid days later: the account waits for it.
    t.clock.now = new Date('2026-12-23T16:00:00Z');
    await runMoneyJobs();
    expect((await closingStatus(t, holder, accountId)).data).toMatchObject({
      accountStatus: 'CLOSING',
      salesWaiting: 0,
      salesUnsettled: 0,
      cashArrivesOn: dividend.payDate,
    });

    const checkingBefore = await checkingAvailable(holder);
    t.clock.now = new Date(`${dividend.payDate}T16:00:00Z`);
    await t.app.jobs.runDue(['investment-dividends', 'investment-orders', 'investment-closings']);
    const closed = (await closingStatus(t, holder, accountId)).data;
    expect(closed).toMatchObject({ accountStatus: 'CLOSED', cashCents: 0 });
    const history = (await transactions(t, holder, accountId)).data.transactions as {
      kind: string;
      amountCents: number;
    }[];
    const paid = history.find((row) => row.kind === 'DIVIDEND');
    expect(paid?.amountCents).toBeGreaterThan(0);
    // Nothing was bought with it: a closing account reinvests nothing.
    expect((await ordersOf(holder)).filter((placed) => placed.side === 'BUY')).toHaveLength(1);
    const returned = present(closed.returnedCents, 'the cash returned');
    expect(await checkingAvailable(holder)).toBe(checkingBefore + returned);
    expect(history[0]).toMatchObject({ kind: 'WITHDRAWAL', amountCents: -returned });
  });
});
