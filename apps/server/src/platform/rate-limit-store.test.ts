// The rate-limit store writes once per hit only for the deliberate (low) limits; the default limit is
// counted in memory and added to the shared rows in one batch a second (decision 011).
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  batchedFromLimit,
  type CountHit,
  type CountHits,
  databaseRateLimitCounting,
  syncEveryMs,
} from './rate-limit-store.ts';

const minute = 60_000;

/** A shared store in memory: one fixed-window row per bucket, as the database keeps them. */
function sharedRows() {
  const rows = new Map<string, { hits: number; expiresAtMs: number }>();
  /** Each statement: the buckets it wrote and how many hits each. */
  const statements: { bucket: string; hits: number }[][] = [];
  const add = (bucket: string, windowSeconds: number, hits: number) => {
    const row = rows.get(bucket);
    const next =
      row && row.expiresAtMs > Date.now()
        ? { hits: row.hits + hits, expiresAtMs: row.expiresAtMs }
        : { hits, expiresAtMs: Date.now() + windowSeconds * 1000 };
    rows.set(bucket, next);
    return { bucket, hits: next.hits, expiresAt: new Date(next.expiresAtMs) };
  };
  const countHit: CountHit = async (bucket, windowSeconds) => {
    statements.push([{ bucket, hits: 1 }]);
    return add(bucket, windowSeconds, 1);
  };
  let down = false;
  const countHits: CountHits = async (windowSeconds, batch) => {
    if (down) throw new Error('database unreachable');
    statements.push(batch);
    return batch.map(({ bucket, hits }) => add(bucket, windowSeconds, hits));
  };
  return {
    rows,
    statements,
    countHit,
    countHits,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

type Shared = ReturnType<typeof sharedRows>;

/** One process's counting for the route `GET /api/x`: its exact store and its batched counts. */
function storeOf(shared: Shared) {
  const counting = databaseRateLimitCounting(shared.countHit, shared.countHits);
  const store = new counting.Store({} as FastifyRateLimitOptions).child({
    routeInfo: { method: 'GET', url: '/api/x' },
  } as never);
  return { counting, store };
}

/** One hit under a limit of `max`, counted the way the app counts that limit; answers the count. */
async function hit({ counting, store }: ReturnType<typeof storeOf>, key: string, max: number) {
  if (max >= batchedFromLimit) return counting.countBatched('GET /api/x', key, minute).current;
  return new Promise<number>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)), minute, max),
  );
}

const bucketOf = (key: string) => `rate-limit:GET /api/x:${key}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the rate-limit store', () => {
  it('writes every hit of a deliberate limit, so it is exact across processes', async () => {
    const shared = sharedRows();
    const store = storeOf(shared);
    for (let index = 1; index <= 5; index += 1) expect(await hit(store, '10.0.0.1', 10)).toBe(index);
    expect(shared.statements).toHaveLength(5);
  });

  it('counts the default limit in memory and adds every bucket to the shared rows in one statement a second', async () => {
    const shared = sharedRows();
    const store = storeOf(shared);
    const counts: number[] = [];
    for (let index = 0; index < 100; index += 1) counts.push(await hit(store, '10.0.0.1', batchedFromLimit));
    // A hundred addresses of one hit each: no write per request either.
    for (let index = 0; index < 100; index += 1) await hit(store, `10.0.1.${index}`, batchedFromLimit);
    expect(counts).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(shared.statements).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(syncEveryMs);
    expect(shared.statements).toHaveLength(1);
    expect(shared.statements[0]).toHaveLength(101);
    expect(shared.rows.get(bucketOf('10.0.0.1'))?.hits).toBe(100);
    // Nothing new: nothing written.
    await vi.advanceTimersByTimeAsync(syncEveryMs * 3);
    expect(shared.statements).toHaveLength(1);
  });

  it('adds what another process counted to its own count once it syncs', async () => {
    const shared = sharedRows();
    const one = storeOf(shared);
    const other = storeOf(shared);
    for (let index = 0; index < 10; index += 1) await hit(one, '10.0.0.1', batchedFromLimit);
    await vi.advanceTimersByTimeAsync(syncEveryMs);
    // A bucket new to the other process starts from its own count, and learns the shared one at its sync.
    expect(await hit(other, '10.0.0.1', batchedFromLimit)).toBe(1);
    await vi.advanceTimersByTimeAsync(syncEveryMs);
    expect(await hit(other, '10.0.0.1', batchedFromLimit)).toBe(12);
    await hit(one, '10.0.0.1', batchedFromLimit);
    await vi.advanceTimersByTimeAsync(syncEveryMs);
    expect(await hit(one, '10.0.0.1', batchedFromLimit)).toBe(14);
  });

  it('starts a new count once the window is over', async () => {
    const shared = sharedRows();
    const store = storeOf(shared);
    for (let index = 0; index < 3; index += 1) await hit(store, '10.0.0.1', batchedFromLimit);
    // The shared row's window began at the first sync, a second after the first hit.
    await vi.advanceTimersByTimeAsync(minute);
    expect(await hit(store, '10.0.0.1', batchedFromLimit)).toBe(4);
    await vi.advanceTimersByTimeAsync(syncEveryMs + 1);
    expect(await hit(store, '10.0.0.1', batchedFromLimit)).toBe(1);
  });

  it('drops a batch the database would not take, and counts on', async () => {
    const shared = sharedRows();
    const store = storeOf(shared);
    shared.setDown(true);
    for (let index = 0; index < 5; index += 1) await hit(store, '10.0.0.1', batchedFromLimit);
    await vi.advanceTimersByTimeAsync(syncEveryMs);
    shared.setDown(false);
    expect(await hit(store, '10.0.0.1', batchedFromLimit)).toBe(1);
    await vi.advanceTimersByTimeAsync(syncEveryMs);
    expect(shared.rows.get(bucketOf('10.0.0.1'))?.hits).toBe(1);
  });
});
