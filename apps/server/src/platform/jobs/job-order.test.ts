// The money jobs' order holds however their runs are asked for (decision 028, 2026-12-05). In
// production each job used to run on its own schedule, so any order could happen within a minute; here
// a run of each job is asked for in every order of the jobs whose work depends on each other, on a real
// test database, and the outcome must be the one the dependencies promise: ACH settlement before the
// cash advance's payday collection and before a recurring deposit's date runs, and investment orders
// filled before dividends are counted before a closing finishes.
import { getOutstandingCashAdvances } from '@fernleaf/contract/cash-advance';
import { getRepaymentMethods, setDefaultRepaymentMethod } from '@fernleaf/contract/cash-advance-repayment';
import { createAchTransfer } from '@fernleaf/contract/checking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMarket } from '../../sandbox/market/market.ts';
import { call, ok } from '../../test/call.ts';
import {
  closeAccount,
  closingStatus,
  type InvestingMember,
  order,
  orders,
  recurring,
  selfDirectedMember,
  setRecurring,
  transactions,
  transfer,
} from '../../test/investing-test-kit.ts';
import { type CashAdvanceTestApp, createCashAdvanceTestApp, owingMember } from '../../test/test-cash-advance-app.ts';
import {
  achSettleSeconds,
  type CheckingTestApp,
  createCheckingTestApp,
  insertLinkedAccount,
} from '../../test/test-checking-app.ts';

/** Every order of the items: n! of them, so only for the few jobs of one dependency. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('ACH settlement and the cash advance’s payday collection', () => {
  let t: CashAdvanceTestApp;
  beforeAll(async () => {
    t = await createCashAdvanceTestApp();
  });
  afterAll(() => t.close());

  it.each(permutations(['ach-settlement', 'cash-advance-money']))(
    'collects from checking the money a transfer settled on payday, asked in the order %s, %s',
    async (...order) => {
      const { member, advance } = await owingMember(t, 4000);
      await ok(call(member, setDefaultRepaymentMethod, { body: { methodId: 'CHECKING' } }));
      const methods = await ok(call(member, getRepaymentMethods));
      const bank = methods.methods.find((method) => method.type === 'LINKED_BANK');
      if (!bank) throw new Error('no linked bank method');
      // Checking is empty until the transfer in settles; it settles before payday's first run.
      await ok(
        call(member, createAchTransfer, {
          body: { linkedAccountId: bank.id.replace(/^LINKED_BANK:/, ''), direction: 'IN', amount: 4000 },
        }),
      );
      const payday = new Date(`${advance.repaymentDate}T15:00:00Z`).getTime();
      if (payday > t.clock.ms) t.clock.ms = payday;

      for (const name of order) await t.app.jobs.runDue([name]);

      const owed = await ok(call(member, getOutstandingCashAdvances));
      // Nothing left owing: the whole $40.00 was collected, none of it moved to the next payday.
      expect(owed.advances).toEqual([]);
    },
  );
});

describe('ACH settlement and a recurring deposit from checking', () => {
  let t: CheckingTestApp;
  beforeAll(async () => {
    t = await createCheckingTestApp();
  });
  afterAll(() => t.close());

  it.each(permutations(['ach-settlement', 'recurring-deposits']))(
    'deposits from checking what a transfer settled before the date ran, asked in the order %s, %s',
    async (...jobOrder) => {
      // Monday 7 December 2026, 09:00 New York: the member has $1.00 in checking and $100.00 coming in.
      t.clock.now = new Date('2026-12-07T14:00:00Z');
      const member = await selfDirectedMember(t, 100);
      const { accountId: linkedAccountId } = await insertLinkedAccount(t, member.memberId, {
        availableCents: 500_000n,
        currentCents: 500_000n,
      });
      const moved = await call(member, createAchTransfer, {
        body: { linkedAccountId, direction: 'IN', amount: 10_000 },
      });
      expect(moved.statusCode).toBe(200);
      const set = await setRecurring(t, member, member.investmentAccountId, {
        frequency: 'WEEKLY',
        amountCents: 5_000,
        source: 'CHECKING',
        startDate: '2026-12-07',
      });
      expect(set.statusCode).toBe(200);
      // The transfer settles before the date's run comes.
      t.advance(achSettleSeconds + 60);

      for (const name of jobOrder) await t.app.jobs.runDue([name]);

      const runs = (await recurring(t, member, member.investmentAccountId)).data.runs;
      expect(runs).toEqual([expect.objectContaining({ runOn: '2026-12-07', status: 'DEPOSITED', amountCents: 5_000 })]);
    },
  );
});

describe('investment orders, dividends and closings', () => {
  const market = createSandboxMarket();
  /** VTI's December 2026 dividend: ex 21 December, paid 28 December. */
  const dividend = market.dividendsDeclaredBy('VTI', '2026-12-28').find((d) => d.exDate === '2026-12-21');
  // A fresh app for each order: the members' dates are fixed, and sign-ups are rate limited.
  let t: CheckingTestApp;

  const dividendsOf = async (member: InvestingMember) =>
    (
      (await transactions(t, member, member.investmentAccountId)).data.transactions as {
        kind: string;
        amountCents: number;
      }[]
    )
      .filter((row) => row.kind === 'DIVIDEND')
      .map((row) => row.amountCents);
  const vtiHeldMicros = async (member: InvestingMember) =>
    (
      (await orders(t, member, member.investmentAccountId)).data.orders as {
        symbol: string;
        side: string;
        status: string;
        filledMicros: number | null;
      }[]
    )
      .filter((row) => row.symbol === 'VTI' && row.status === 'FILLED')
      .reduce((sum, row) => sum + (row.side === 'BUY' ? 1 : -1) * (row.filledMicros ?? 0), 0);

  /**
   * Two members, on the clock of each run: one who bought VTI in the session of 17 December and again
   * after its close (that buy waits for the open of the 18th, before the ex-date), and one who bought
   * in the session and asked to close on the 18th after the close (the sale waits for the open of the
   * 21st, the ex-date, so the dividend is owed). No job runs until the pay date, when each job's run
   * is asked for in the given order.
   */
  async function runInOrder(jobOrder: string[]) {
    t = await createCheckingTestApp();
    try {
      return await membersRunInOrder(jobOrder);
    } finally {
      await t.close();
    }
  }

  async function membersRunInOrder(jobOrder: string[]) {
    t.clock.now = new Date('2026-12-17T13:00:00Z');
    const buyer = await selfDirectedMember(t, 100_000);
    const closer = await selfDirectedMember(t, 100_000);
    for (const member of [buyer, closer]) {
      await transfer(t, member, member.investmentAccountId, { direction: 'DEPOSIT', amountCents: 50_000 });
    }
    t.clock.now = new Date('2026-12-17T16:00:00Z');
    for (const member of [buyer, closer]) {
      const bought = await order(t, member, member.investmentAccountId, {
        symbol: 'VTI',
        side: 'BUY',
        amountCents: 20_000,
      });
      expect(bought.data.status).toBe('FILLED');
    }
    t.clock.now = new Date('2026-12-17T22:00:00Z');
    const waiting = await order(t, buyer, buyer.investmentAccountId, {
      symbol: 'VTI',
      side: 'BUY',
      amountCents: 10_000,
    });
    expect(waiting.data.status).toBe('WAITING');
    t.clock.now = new Date('2026-12-18T22:00:00Z');
    expect((await closeAccount(t, closer, closer.investmentAccountId)).statusCode).toBe(200);

    t.clock.now = new Date('2026-12-28T16:00:00Z');
    for (const name of jobOrder) await t.app.jobs.runDue([name]);

    const closing = (await closingStatus(t, closer, closer.investmentAccountId)).data;
    return {
      buyerHeldMicros: await vtiHeldMicros(buyer),
      buyerDividends: await dividendsOf(buyer),
      closerDividends: await dividendsOf(closer),
      closerStatus: closing.accountStatus as string,
    };
  }

  it.each(permutations(['investment-orders', 'investment-dividends', 'investment-closings']))(
    'fills, pays and closes as promised, asked in the order %s, %s, %s',
    { timeout: 90_000 },
    async (...jobOrder) => {
      if (!dividend) throw new Error('the sandbox market should declare a VTI dividend going ex on 2026-12-21');
      const outcome = await runInOrder(jobOrder);
      // Both buys count: the one that waited for the open of the 18th filled before the ex-date.
      const owedCents = Math.round((outcome.buyerHeldMicros * dividend.microsPerShare) / 1e10);
      expect(outcome.buyerDividends).toHaveLength(1);
      expect(Math.abs((outcome.buyerDividends[0] ?? 0) - owedCents)).toBeLessThanOrEqual(1);
      // The closing waited for the dividend (a closed account is paid none), then returned it with the rest.
      expect(outcome.closerDividends).toHaveLength(1);
      expect(outcome.closerStatus).toBe('CLOSED');
    },
  );
});
