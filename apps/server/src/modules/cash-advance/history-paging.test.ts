// The cash advance's history with a year of rows: paged in SQL, each line on exactly one page, in the
// order the member reads it (repayments still to come on top, then newest first), with every filter.

import { getRecentCashAdvances } from '@fernleaf/contract/cash-advance';
import type { CallResponse } from '@fernleaf/contract/define-call';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cashAdvanceDocuments,
  cashAdvanceRepayments,
  cashAdvances,
  scheduledRepayments,
} from '../../db/schema/cash-advance.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import { call, ok, type TestCallInput } from '../../test/call.ts';
import {
  assertBooksAgree,
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  joinCashAdvance,
  linkedMember,
  openChecking,
  takeAdvance,
} from '../../test/test-cash-advance-app.ts';

type Recent = CallResponse<typeof getRecentCashAdvances>;
type Item = Recent['items'][number];
type Query = NonNullable<TestCallInput<typeof getRecentCashAdvances>['query']>;

const weeks = 52;
const dayMs = 24 * 60 * 60 * 1000;

let t: CashAdvanceTestApp;
let member: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createCashAdvanceTestApp();
  member = await linkedMember(t);
  await openChecking(t, member);
  const joined = await joinCashAdvance(member);
  // One advance through the API (still owed, with its repayment scheduled)...
  const taken = await takeAdvance(member, joined.applicationId, { amount: 2000, disbursementMethod: 'STANDARD_BANK' });
  const [advance] = await t.db.select().from(cashAdvances).where(eq(cashAdvances.id, taken.id));
  const [document] = await t.db
    .select()
    .from(cashAdvanceDocuments)
    .where(eq(cashAdvanceDocuments.id, advance?.documentId ?? ''));
  if (!advance || !document) throw new Error('the advance was not stored');
  const { id: _documentId, ...signedTerms } = document;
  // ...and a year of earlier ones, each repaid three days later: the rows a year of weekly use leaves.
  // They owe nothing, so the books still agree; they share the first advance's terms and entry.
  const { id: _id, ...terms } = advance;
  for (let week = 1; week <= weeks; week += 1) {
    const takenAt = new Date(advance.createdAt.getTime() - week * 7 * dayMs);
    // Each advance is taken on terms of its own.
    const [ownTerms] = await t.db.insert(cashAdvanceDocuments).values(signedTerms).returning();
    const [earlier] = await t.db
      .insert(cashAdvances)
      .values({
        ...terms,
        documentId: ownTerms?.id ?? '',
        amountCents: BigInt(1000 + week),
        outstandingCents: 0n,
        status: 'DELIVERED',
        createdAt: takenAt,
        paidAt: new Date(takenAt.getTime() + 3 * dayMs),
      })
      .returning();
    await t.db.insert(cashAdvanceRepayments).values({
      memberId: member.memberId,
      advanceId: earlier?.id ?? '',
      amountCents: BigInt(1000 + week),
      sourceType: 'LINKED_BANK',
      sourceId: 'bank',
      sourceLabel: 'Chase ••••1234',
      // The latest repayment is still settling.
      kind: week % 2 === 0 ? 'SCHEDULED' : 'NOW',
      status: week === 1 ? 'PENDING' : 'POSTED',
      ledgerEntryId: advance.ledgerEntryId,
      createdAt: new Date(takenAt.getTime() + 3 * dayMs),
    });
  }
  // Another member's history never shows.
  other = await linkedMember(t);
});
afterEach(() => assertBooksAgree(t.db));
afterAll(() => t.close());

const recent = (caller: Caller, query: Query) => ok(call(caller, getRecentCashAdvances, { query }));

/** Every page of a query, walked as the list's "Next" button does. */
async function walk(query: Query, pageSize: number): Promise<{ items: Item[]; totals: number[]; pages: number }> {
  const items: Item[] = [];
  const totals: number[] = [];
  let pageNumber = 0;
  for (;;) {
    const page = await recent(member, { ...query, pageSize, pageNumber });
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    items.push(...page.items);
    totals.push(page.total);
    pageNumber += 1;
    if (pageNumber * pageSize >= page.total) return { items, totals, pages: pageNumber };
  }
}

/** The order the member reads: scheduled ones first, the latest due on top; then newest first. */
function inReadingOrder(items: Item[]): boolean {
  const key = (item: Item) => (item.type === 'SCHEDULED_REPAYMENT' ? `9999-${item.date}` : item.date);
  return items.every((item, index) => index === 0 || key(items[index - 1] as Item) >= key(item));
}

describe('the cash advance history with a year of rows', () => {
  it('hands out every line on exactly one page of five, in reading order, scheduled ones first', async () => {
    const scheduled = await t.db
      .select()
      .from(scheduledRepayments)
      .where(eq(scheduledRepayments.memberId, member.memberId));
    const dueCount = scheduled.filter((row) => row.status === 'SCHEDULED').length;
    expect(dueCount).toBeGreaterThan(0);
    const expectedTotal = 1 + weeks + weeks + dueCount;

    const { items, totals, pages } = await walk({ includePendingPayment: 'true' }, 5);
    expect(totals.every((total) => total === expectedTotal)).toBe(true);
    expect(pages).toBe(Math.ceil(expectedTotal / 5));
    expect(items).toHaveLength(expectedTotal);
    expect(new Set(items.map((item) => item.id)).size).toBe(expectedTotal);
    expect(inReadingOrder(items)).toBe(true);
    expect(items.slice(0, dueCount).every((item) => item.type === 'SCHEDULED_REPAYMENT')).toBe(true);
    // The advance still owed comes right after what is still to be repaid, then the latest repayment.
    expect(items[dueCount]).toMatchObject({ type: 'ADVANCE', amount: 2000, status: 'PENDING' });
    expect(items[dueCount + 1]).toMatchObject({
      type: 'REPAYMENT',
      amount: -1001,
      status: 'PENDING',
      description: 'Repayment from Chase ••••1234',
    });
    expect(items.at(-1)).toMatchObject({ type: 'ADVANCE', amount: 1000 + weeks, status: 'COMPLETED' });
  });

  it('answers the same lines whatever the page size', async () => {
    const small = await walk({ includePendingPayment: 'true' }, 5);
    const large = await walk({ includePendingPayment: 'true' }, 50);
    expect(large.pages).toBe(Math.ceil(small.items.length / 50));
    expect(large.items).toEqual(small.items);
  });

  it('pages each filter of the spec on its own count', async () => {
    const advances = await walk({ filterType: 'ADVANCES', includePendingPayment: 'true' }, 10);
    expect(advances.items).toHaveLength(1 + weeks);
    expect(advances.items.every((item) => item.type === 'ADVANCE')).toBe(true);
    expect(inReadingOrder(advances.items)).toBe(true);

    const repaid = await walk({ filterType: 'REPAYMENTS' }, 10);
    expect(repaid.items).toHaveLength(weeks);
    expect(repaid.items.every((item) => item.type === 'REPAYMENT')).toBe(true);
    expect(repaid.items.filter((item) => item.description.startsWith('Scheduled repayment'))).toHaveLength(weeks / 2);

    // Only what completed: no advance in transit, no repayment settling, nothing scheduled.
    const done = await walk({ includePendingPayment: 'true', filterSuccess: 'true' }, 20);
    expect(done.items).toHaveLength(weeks + weeks - 1);
    expect(done.items.every((item) => item.status === 'COMPLETED')).toBe(true);
    expect(inReadingOrder(done.items)).toBe(true);
  });

  it('answers a page past the end with no lines and the same total', async () => {
    const past = await recent(member, { pageSize: 50, pageNumber: 40 });
    expect(past).toMatchObject({ items: [], pageNumber: 40, pageSize: 50, total: 1 + weeks + weeks });
  });

  it('names the application an advance was taken on only when asked', async () => {
    const [withApplication] = (
      await recent(member, { filterType: 'ADVANCES', pageSize: 1, includeApplication: 'true' })
    ).items;
    expect(withApplication?.application).toEqual({
      applicationId: expect.any(String),
      esignDocumentId: expect.any(String),
    });
    const [without] = (await recent(member, { filterType: 'ADVANCES', pageSize: 1 })).items;
    expect(without?.application).toBeNull();
  });

  it("shows another member none of this member's lines", async () => {
    expect(await recent(other, { includePendingPayment: 'true' })).toMatchObject({ items: [], total: 0 });
  });
});
