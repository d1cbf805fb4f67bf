// The rate-limit store writes once per hit only for the deliberate (low) limits; the default limit is
// counted in memory and added to the shared row in batches (decision 011).
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedFromLimit, type CountHit, databaseRateLimitStore, syncEveryMs } from './rate-limit-store.ts';

const minute = 60_000;

/** A shared store in memory: one fixed-window row per bucket, as the database keeps them. */
function sharedRows() {
  const rows = new Map<string, { hits: number; expiresAtMs: number }>();
  const writes: { bucket: string; hits: number }[] = [];
  const countHit: CountHit = async (bucket, windowSeconds, hits) => {
    writes.push({ bucket, hits });
    const row = rows.get(bucket);
    const next =
      row && row.expiresAtMs > Date.now()
        ? { hits: row.hits + hits, expiresAtMs: row.expiresAtMs }
        : { hits, expiresAtMs: Date.now() + windowSeconds * 1000 };
    rows.set(bucket, next);
    return { hits: next.hits, expiresAt: new Date(next.expiresAtMs) };
  };
  return { rows, writes, countHit };
}

function storeOf(countHit: CountHit) {
  const Store = databaseRateLimitStore(countHit);
  return new Store({} as FastifyRateLimitOptions).child({ routeInfo: { method: 'GET', url: '/api/x' } } as never);
}

function hit(store: ReturnType<typeof storeOf>, key: string, max: number) {
  return new Promise<number>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)), minute, max),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the rate-limit store', () => {
  it('writes every hit of a deliberate limit, so it is exact across processes', async () => {
    const shared = sharedRows();
    const store = storeOf(shared.countHit);
    for (let index = 1; index <= 5; index += 1) expect(await hit(store, '10.0.0.1', 10)).toBe(index);
    expect(shared.writes).toHaveLength(5);
  });

  it('counts the default limit in memory and adds the hits to the shared row once a second', async () => {
    const shared = sharedRows();
    const store = storeOf(shared.countHit);
    const counts: number[] = [];
    for (let index = 0; index < 100; index += 1) counts.push(await hit(store, '10.0.0.1', batchedFromLimit));
    expect(counts).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    // The first hit read the shared row; the other 99 are not written yet.
    expect(shared.writes).toEqual([{ bucket: 'rate-limit:GET /api/x:10.0.0.1', hits: 1 }]);
    await vi.advanceTimersByTimeAsync(syncEveryMs);
    expect(shared.writes).toHaveLength(2);
    expect(shared.rows.get('rate-limit:GET /api/x:10.0.0.1')?.hits).toBe(100);
  });

  it('adds what another process counted to its own count once it syncs', async () => {
    const shared = sharedRows();
    const one = storeOf(shared.countHit);
    const other = storeOf(shared.countHit);
    for (let index = 0; index < 10; index += 1) await hit(one, '10.0.0.1', batchedFromLimit);
    await vi.advanceTimersByTimeAsync(syncEveryMs);
    // The other process's first hit of the bucket reads the 10 already counted.
    expect(await hit(other, '10.0.0.1', batchedFromLimit)).toBe(11);
    await hit(one, '10.0.0.1', batchedFromLimit);
    await vi.advanceTimersByTimeAsync(syncEveryMs);
    expect(await hit(one, '10.0.0.1', batchedFromLimit)).toBe(13);
  });

  it('starts a new count once the window is over', async () => {
    const shared = sharedRows();
    const store = storeOf(shared.countHit);
    for (let index = 0; index < 3; index += 1) await hit(store, '10.0.0.1', batchedFromLimit);
    await vi.advanceTimersByTimeAsync(minute + 1);
    expect(await hit(store, '10.0.0.1', batchedFromLimit)).toBe(1);
  });

  it('answers an error while the shared count cannot be read, and reads it again on the next hit', async () => {
    let down = true;
    const shared = sharedRows();
    const store = storeOf(async (bucket, windowSeconds, hits) => {
      if (down) throw new Error('database unreachable');
      return shared.countHit(bucket, windowSeconds, hits);
    });
    await expect(hit(store, '10.0.0.1', batchedFromLimit)).rejects.toThrow('database unreachable');
    down = false;
    expect(await hit(store, '10.0.0.1', batchedFromLimit)).toBe(1);
  });
});
