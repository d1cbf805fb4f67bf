// The member's investment accounts on a real database: a member without an account gets an empty list
// (no 404 for an ordinary state), and each account's value is its cash plus its holdings at the last
// simulated price, checked against the shares bought times the price.
import { nextOpenAfter, sessionRunningAt } from '@fernleaf/contract/calendar/exchange-calendar';
import type { CallResponse } from '@fernleaf/contract/define-call';
import { getPlusAccount, listInvestmentAccounts } from '@fernleaf/contract/investing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { assertInvestingBooksAgree } from '../../../test/investing-books-agree.ts';
import {
  type InvestingMember,
  order,
  sandboxMarket,
  selfDirectedMember,
  transfer,
} from '../../../test/investing-test-kit.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  signUpMemberWithAddress,
  type TestMember,
} from '../../../test/test-checking-app.ts';

const market = sandboxMarket();
let t: CheckingTestApp;
let investor: InvestingMember;
let newcomer: TestMember;

beforeAll(async () => {
  t = await createCheckingTestApp();
  investor = await selfDirectedMember(t, 100_000);
  newcomer = await signUpMemberWithAddress(t);
  await transfer(t, investor, investor.investmentAccountId, { direction: 'DEPOSIT', amountCents: 80_000 });
  t.clock.now = new Date(nextOpenAfter(t.clock.now).getTime() + 60 * 60_000);
});
afterEach(() => assertInvestingBooksAgree(t.db, market, t.clock.now));
afterAll(() => t.close());

type Accounts = CallResponse<typeof listInvestmentAccounts>['accounts'];
async function accountsOf(member: TestMember): Promise<Accounts> {
  const response = await call(member, listInvestmentAccounts);
  expect(response.statusCode).toBe(200);
  return response.data.accounts;
}
const lastPrice = (symbol: string) => {
  const session = sessionRunningAt(t.clock.now);
  if (!session) throw new Error('the test expected the market to be open');
  return market.dayBar(symbol, session.date, t.clock.now).lastCents;
};

describe('the investment accounts', () => {
  it('answers an empty list, not 404, to a member without an investment account', async () => {
    expect(await accountsOf(newcomer)).toEqual([]);
    // The spec's own call keeps its 404 U0022.
    const plus = await call(newcomer, getPlusAccount);
    expect(plus.statusCode).toBe(404);
  });

  it('values an account at its cash plus its shares times the last price', async () => {
    expect(await accountsOf(investor)).toMatchObject([
      {
        accountId: investor.investmentAccountId,
        investmentKind: 'SELF_DIRECTED',
        accountStatus: 'OPEN',
        availableBalance: 80_000,
        cashBalance: 80_000,
        holdingsValue: 0,
        totalValue: 80_000,
      },
    ]);
    const bought = await order(t, investor, investor.investmentAccountId, {
      symbol: 'AAPL',
      side: 'BUY',
      amountCents: 10_418,
    });
    expect(bought.statusCode).toBe(200);
    const shares = bought.data.filledMicros;
    if (shares === null) throw new Error('the order filled no shares');
    t.advance(3 * 60 * 60);
    // Worked by hand: millionths of a share times the price in cents, rounded to the cent.
    const holdings = Math.round((shares * lastPrice('AAPL')) / 1_000_000);
    const [account] = await accountsOf(investor);
    expect(account).toMatchObject({
      availableBalance: 80_000 - 10_418,
      cashBalance: 80_000 - 10_418,
      holdingsValue: holdings,
      totalValue: 80_000 - 10_418 + holdings,
    });
    // Another member sees none of it.
    expect(await accountsOf(newcomer)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await call({ app: t.app }, listInvestmentAccounts);
    expect(response.statusCode).toBe(401);
  });
});
