// A member's read settles and collects that member's own due items and never another member's; the
// job queue's run does everyone's (decision 028).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { achTransfers } from '../../db/schema/checking.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import {
  assertBooksAgree,
  type CashAdvanceTestApp,
  call,
  createCashAdvanceTestApp,
  joinCashAdvance,
  linkedMember,
  ok,
  openChecking,
  takeAdvance,
} from '../../test/test-cash-advance-app.ts';
import { findAdvanceOf, findSchedulesOf } from './advance-repo.ts';

let t: CashAdvanceTestApp;
beforeAll(async () => {
  t = await createCashAdvanceTestApp();
});
afterEach(() => assertBooksAgree(t.db));
afterAll(() => t.close());

async function owingMember(): Promise<{ member: Caller; advance: { id: string; repaymentDate: string } }> {
  const member = await linkedMember(t);
  await openChecking(t, member);
  const joined = await joinCashAdvance(member);
  const advance = (await takeAdvance(member, joined.applicationId, {
    amount: 3000,
    disbursementMethod: 'STANDARD_BANK',
  })) as unknown as { id: string; repaymentDate: string };
  return { member, advance };
}

const statusOf = async (member: Caller, advanceId: string) =>
  (await findAdvanceOf(t.db, member.memberId, advanceId))?.status;
const schedulesOf = async (advanceId: string) => (await findSchedulesOf(t.db, [advanceId])).map((row) => row.status);

describe("a member's read", () => {
  it("records that member's arrived delivery only; the queue's run records the other's", async () => {
    const first = await owingMember();
    const second = await owingMember();
    t.clock.advance(31_000);

    await ok(call(first.member, 'GET', '/api/cash-advance/recent'));
    expect(await statusOf(first.member, first.advance.id)).toBe('DELIVERED');
    expect(await statusOf(second.member, second.advance.id)).toBe('IN_TRANSIT');

    await t.app.jobs.runDue(['cash-advance-money']);
    expect(await statusOf(second.member, second.advance.id)).toBe('DELIVERED');
  });

  it("collects that member's repayment due today only; the queue's run collects the other's", async () => {
    const first = await owingMember();
    const second = await owingMember();
    const payday = [first.advance.repaymentDate, second.advance.repaymentDate].sort().at(-1) ?? '';
    const target = new Date(`${payday}T15:00:00Z`).getTime();
    if (target > t.clock.ms) t.clock.ms = target;

    await ok(call(first.member, 'GET', '/api/cash-advance/outstanding'));
    expect(await schedulesOf(first.advance.id)).toEqual(['COLLECTED']);
    expect(await schedulesOf(second.advance.id)).toEqual(['SCHEDULED']);

    await t.app.jobs.runDue(['cash-advance-money']);
    expect(await schedulesOf(second.advance.id)).toEqual(['COLLECTED']);
  });

  it("settles that member's due checking transfer only; the queue's run settles the other's", async () => {
    const transferIn = async (member: Caller) => {
      const methods = await ok<{ methods: { id: string; type: string }[] }>(
        call(member, 'GET', '/api/cash-advance/repayment/repayment-methods'),
      );
      const bank = methods.methods.find((method) => method.type === 'LINKED_BANK');
      const started = await ok<{ id: string }>(
        call(member, 'POST', '/api/banking/transfers', {
          linkedAccountId: bank?.id.replace('LINKED_BANK:', ''),
          direction: 'IN',
          amount: 1_000,
        }),
      );
      return started.id;
    };
    const statusOfTransfer = async (id: string) =>
      (await t.db.select().from(achTransfers).where(eq(achTransfers.id, id)))[0]?.status;
    const first = await linkedMember(t);
    const second = await linkedMember(t);
    await openChecking(t, first);
    await openChecking(t, second);
    const firstTransfer = await transferIn(first);
    const secondTransfer = await transferIn(second);
    t.clock.advance(31_000);

    await ok(call(first, 'GET', '/api/banking/transfers'));
    expect(await statusOfTransfer(firstTransfer)).toBe('POSTED');
    expect(await statusOfTransfer(secondTransfer)).toBe('PENDING');

    await t.app.jobs.runDue(['ach-settlement']);
    expect(await statusOfTransfer(secondTransfer)).toBe('POSTED');
  });
});
