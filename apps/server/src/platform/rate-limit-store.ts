// Counts @fastify/rate-limit's hits in the database instead of each process's memory, so several server
// processes on one PostgreSQL share one limit per address and call (decision 029).
//
// Two ways of counting, chosen by the limit (decision 011):
// - A deliberate limit, lower than the default (sign-in, MFA, step-up, money movement, posting: a few
//   to a few dozen a minute), is exact across processes: each hit is one upsert on a fixed-window
//   counter row, counted atomically by the database.
// - The default limit (600 a minute) and any higher one is a coarse guard against floods. Writing a
//   row for each of those hits cost most of a no-op call's time, so each process counts them in
//   memory and adds its count to the same shared row in one upsert per bucket and `syncEveryMs`. The
//   first hit of a bucket in a process still reads the shared count, so a process that starts late
//   sees what the others counted; between two syncs the limit can be passed by what the other
//   processes counted since their last sync.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Counts hits in the bucket's current window and answers the count and when the window ends. */
export type CountHit = (
  bucket: string,
  windowSeconds: number,
  hits: number,
) => Promise<{ hits: number; expiresAt: Date }>;

/** Limits lower than this are counted exactly in the shared store; this one and above, in batches. */
export const batchedFromLimit = 600;
/** How often a process adds the hits it counted to the shared rows. */
export const syncEveryMs = 1000;

const bucketPrefix = 'rate-limit';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One bucket's hits in this process: the shared count as last read, and what is not yet added to it. */
interface LocalBucket {
  name: string;
  windowSeconds: number;
  shared: number;
  /** Counted here, sent in the sync now in flight. */
  sending: number;
  /** Counted here since the last sync began. */
  unsent: number;
  expiresAtMs: number;
  /** The first read of the shared count, which every hit waits for while it is in flight. */
  firstSync?: Promise<void>;
  syncing: boolean;
}

/** The process-wide counts of the batched limits: one per store family, shared by its route children. */
class BatchedCounts {
  private readonly countHit: CountHit;
  private readonly buckets = new Map<string, LocalBucket>();
  private timer: NodeJS.Timeout | undefined;

  constructor(countHit: CountHit) {
    this.countHit = countHit;
  }

  incr(name: string, windowMs: number, answer: Answer): void {
    const nowMs = Date.now();
    const bucket = this.buckets.get(name);
    if (!bucket || bucket.expiresAtMs <= nowMs) {
      const fresh: LocalBucket = {
        name,
        windowSeconds: windowMs / 1000,
        shared: 0,
        sending: 0,
        unsent: 1,
        expiresAtMs: nowMs + windowMs,
        syncing: false,
      };
      fresh.firstSync = this.sync(fresh);
      this.buckets.set(name, fresh);
      fresh.firstSync.then(
        () => answer(null, current(fresh)),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
      return;
    }
    bucket.unsent += 1;
    const counted = bucket;
    if (counted.firstSync) {
      counted.firstSync.then(
        () => answer(null, current(counted)),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
      return;
    }
    this.scheduleSync();
    answer(null, current(counted));
  }

  /** Adds the bucket's unsent hits to its shared row and takes the shared count back. */
  private async sync(bucket: LocalBucket): Promise<void> {
    bucket.syncing = true;
    bucket.sending = bucket.unsent;
    bucket.unsent = 0;
    try {
      const { hits, expiresAt } = await this.countHit(bucket.name, bucket.windowSeconds, bucket.sending);
      bucket.shared = hits;
      bucket.expiresAtMs = expiresAt.getTime();
    } catch (error) {
      // A first read that failed leaves no bucket behind, so the next hit tries again.
      if (bucket.firstSync) this.buckets.delete(bucket.name);
      throw error;
    } finally {
      bucket.sending = 0;
      bucket.syncing = false;
      bucket.firstSync = undefined;
    }
    if (bucket.unsent > 0) this.scheduleSync();
  }

  private scheduleSync(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.syncAll();
    }, syncEveryMs);
    // Counting never keeps a process alive: hits not yet sent when it ends are lost, as a restart loses them.
    this.timer.unref();
  }

  private syncAll(): void {
    const nowMs = Date.now();
    for (const bucket of this.buckets.values()) {
      if (bucket.syncing) continue;
      if (bucket.expiresAtMs <= nowMs) {
        // Its window is over: what it counted no longer counts anywhere.
        this.buckets.delete(bucket.name);
        continue;
      }
      // A failed sync drops its batch (the coarse limit lets those hits through, as if not yet counted)
      // rather than retrying forever against a database that has gone away.
      if (bucket.unsent > 0) this.sync(bucket).catch(() => {});
    }
  }
}

function current(bucket: LocalBucket): { current: number; ttl: number } {
  return {
    current: bucket.shared + bucket.sending + bucket.unsent,
    ttl: Math.max(0, bucket.expiresAtMs - Date.now()),
  };
}

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private readonly countHit: CountHit;
  private readonly batched: BatchedCounts;
  private readonly scope: string;

  constructor(countHit: CountHit, batched: BatchedCounts, scope: string) {
    this.countHit = countHit;
    this.batched = batched;
    this.scope = scope;
  }

  incr(key: string, callback: Answer, timeWindow: number, max?: number): void {
    const bucket = `${bucketPrefix}:${this.scope}:${key}`;
    if (max !== undefined && max >= batchedFromLimit) {
      this.batched.incr(bucket, timeWindow, callback);
      return;
    }
    this.countHit(bucket, timeWindow / 1000, 1).then(
      ({ hits, expiresAt }) => callback(null, { current: hits, ttl: Math.max(0, expiresAt.getTime() - Date.now()) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: string; url?: string } }) {
    const route = routeOptions.routeInfo ?? {};
    return new DatabaseRateLimitStore(this.countHit, this.batched, `${route.method ?? ''} ${route.url ?? ''}`);
  }
}

/** The store class @fastify/rate-limit constructs; `continueExceeding` and backoff are not used here. */
export function databaseRateLimitStore(countHit: CountHit): FastifyRateLimitStoreCtor {
  const batched = new BatchedCounts(countHit);
  return class extends DatabaseRateLimitStore {
    constructor(_options: FastifyRateLimitOptions) {
      super(countHit, batched, 'global');
    }
  };
}
