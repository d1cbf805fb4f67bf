// A GET answers from the database and writes nothing: settling transfers, recording deliveries,
// collecting repayments and every other write is the job queue's (decision 040). Every GET the app
// registers is called, signed in as a member whose transfer, delivery and repayment are all due, while
// the database client refuses nothing but records every writing statement; then the queue's runs take
// the due items, which shows they were due while the reads left them alone.
import { getRepaymentMethods } from '@fernleaf/contract/cash-advance-repayment';
import { createAchTransfer } from '@fernleaf/contract/checking';
import type { CallDefinition } from '@fernleaf/contract/define-call';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { achTransfers } from '../db/schema/checking.ts';
import { findAdvanceOf, findSchedulesOf } from '../modules/cash-advance/advance-repo.ts';
import type { Caller } from '../test/bank-test-kit.ts';
import { call, ok } from '../test/call.ts';
import { validArbitraryFor } from '../test/contract-arbitraries.ts';
import {
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  joinCashAdvance,
  linkedMember,
  openChecking,
  takeAdvance,
} from '../test/test-cash-advance-app.ts';
import { registeredCalls } from './register-call.ts';

/** Statements that change rows or lock them for a change. */
const writing =
  /\b(insert\s+into|update\s+"?\w+"?\s+set|delete\s+from|merge\s+into|truncate)\b|\bfor\s+(no\s+key\s+)?update\b/i;
/**
 * The rate limit's shared counts (decision 029): a limit below the default counts each call in the
 * shared table, and each process adds its in-memory counts of the default limit there once a second
 * from a timer. They guard the API rather than answer the read.
 */
const platformCounters = /"sign_in_throttles"/;

let t: CashAdvanceTestApp;
const writes: string[] = [];
let watching = false;
/**
 * The statements a read sends are the app's own, the same on both databases, so the embedded one is
 * watched: the API tests' PostgreSQL run (DATABASE_URL) leaves this file out.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  if (onPostgres) return;
  t = await createCashAdvanceTestApp();
  const { driver } = t.database;
  if (driver.kind !== 'pglite') throw new Error('the API tests run on PGlite');
  // Every statement, inside transactions or not, reaches the client through query or exec.
  const record = (text: unknown) => {
    if (watching && typeof text === 'string' && writing.test(text) && !platformCounters.test(text)) writes.push(text);
  };
  type Runner = Record<'query' | 'exec', (text: unknown, ...rest: unknown[]) => Promise<unknown>>;
  const watch = (runner: Runner) => {
    for (const method of ['query', 'exec'] as const) {
      const original = runner[method].bind(runner);
      runner[method] = (text: unknown, ...rest: unknown[]) => {
        record(text);
        return original(text, ...rest);
      };
    }
  };
  const client = driver.client as unknown as Runner & {
    transaction: (callback: (tx: Runner) => Promise<unknown>) => Promise<unknown>;
  };
  watch(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction(async (tx) => {
      watch(tx);
      return callback(tx);
    });
}, 120_000);
afterAll(() => t?.close());

/** A member with a transfer in, an advance on its way and its repayment all due at the clock's time. */
async function memberWithEverythingDue() {
  const member = await linkedMember(t);
  await openChecking(t, member);
  const joined = await joinCashAdvance(member);
  const advance = (await takeAdvance(member, joined.applicationId, {
    amount: 3000,
    disbursementMethod: 'STANDARD_BANK',
  })) as unknown as { id: string; repaymentDate: string };
  const methods = await ok(call(member, getRepaymentMethods));
  const bank = methods.methods.find((method) => method.type === 'LINKED_BANK');
  const transfer = await ok(
    call(member, createAchTransfer, {
      body: { linkedAccountId: bank?.id.replace('LINKED_BANK:', '') ?? '', direction: 'IN', amount: 1_000 },
    }),
  );
  return { member, advance, transferId: transfer.id };
}

/** A valid query for the call, when its schema can be sampled; path parameters get a made-up id. */
function urlOf(definition: CallDefinition): string {
  const path = definition.path.replace(/:([A-Za-z0-9_]+)/g, () => '00000000-0000-4000-8000-000000000000');
  const schema = definition.query as z.ZodType | undefined;
  if (!schema) return `/api${path}`;
  const samples = fc.sample(validArbitraryFor(schema), { seed: 40, numRuns: 20 }) as Record<string, unknown>[];
  const text = (query: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const query = samples.find((sample) => schema.safeParse(text(sample)).success) ?? {};
  // A reveal is a step-up call that records who saw the full number (decision 026): asked for on purpose.
  const parameters = new URLSearchParams(
    Object.entries(text(query)).filter(([name, value]) => value !== 'undefined' && !/^reveal/i.test(name)),
  );
  return `/api${path}${parameters.size > 0 ? `?${parameters}` : ''}`;
}

async function readEverything(caller: Caller) {
  const reads = registeredCalls(t.app).filter((definition) => definition.method === 'GET');
  const byCall: Record<string, string[]> = {};
  for (const definition of reads) {
    writes.length = 0;
    watching = true;
    try {
      await t.app.inject({
        method: 'GET',
        url: urlOf(definition),
        headers: { authorization: caller.authorization },
        remoteAddress: caller.remoteAddress,
      });
    } finally {
      watching = false;
    }
    if (writes.length > 0) byCall[`GET ${definition.path}`] = [...writes];
  }
  return { count: reads.length, byCall };
}

describe.skipIf(onPostgres)('a read', () => {
  it('writes nothing, even with a transfer, a delivery and a repayment due; the queue takes them', async () => {
    const { member, advance, transferId } = await memberWithEverythingDue();
    // Past the sandbox settlement of the transfer and the delivery, and on the repayment's payday.
    t.clock.advance(31_000);
    const payday = new Date(`${advance.repaymentDate}T15:00:00Z`).getTime();
    if (payday > t.clock.ms) t.clock.ms = payday;

    const { count, byCall } = await readEverything(member);
    expect(count).toBeGreaterThan(40);
    expect(byCall).toEqual({});

    const transferStatus = async () =>
      (await t.db.select().from(achTransfers).where(eq(achTransfers.id, transferId)))[0]?.status;
    expect(await transferStatus()).toBe('PENDING');
    expect((await findAdvanceOf(t.db, member.memberId, advance.id))?.status).toBe('IN_TRANSIT');
    expect((await findSchedulesOf(t.db, [advance.id])).map((row) => row.status)).toEqual(['SCHEDULED']);

    await t.app.jobs.runDue(['ach-settlement', 'cash-advance-money']);
    expect(await transferStatus()).toBe('POSTED');
    expect((await findAdvanceOf(t.db, member.memberId, advance.id))?.status).not.toBe('IN_TRANSIT');
    expect((await findSchedulesOf(t.db, [advance.id])).map((row) => row.status)).toEqual(['COLLECTED']);
  }, 120_000);
});
