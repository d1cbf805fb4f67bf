// Counts @fastify/rate-limit's hits in the database instead of each process's memory, so several server
// processes on one PostgreSQL share one limit per address and call (decision 029).
//
// Two ways of counting, chosen by the limit (decision 011):
// - A deliberate limit, lower than the default (sign-in, MFA, step-up, money movement, posting: a few
//   to a few dozen a minute), is exact across processes: each hit is one upsert on a fixed-window
//   counter row, counted atomically by the database.
// - The default limit (600 a minute) and any higher one is a coarse guard against floods. Writing a
//   row for each of those hits cost most of a no-op call's time, so each process counts them in
//   memory and, once every `syncEveryMs`, adds the counts of all its buckets to the same shared rows in
//   one statement and takes the shared counts back. Between two syncs, the limit can be passed by what
//   the other processes counted since their last one (a bucket new to a process starts from its own
//   count until its first sync).
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Counts one hit in the bucket's current window and answers the count and when the window ends. */
export type CountHit = (bucket: string, windowSeconds: number) => Promise<{ hits: number; expiresAt: Date }>;

/** Adds each bucket's hits in one go and answers each bucket's shared count and window end. */
export type CountHits = (
  windowSeconds: number,
  batch: { bucket: string; hits: number }[],
) => Promise<{ bucket: string; hits: number; expiresAt: Date }[]>;

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
  /** Counted here, in the sync now in flight. */
  sending: number;
  /** Counted here since the last sync began. */
  unsent: number;
  expiresAtMs: number;
}

/** The process-wide counts of the batched limits, shared by every route's store. */
class BatchedCounts {
  private readonly countHits: CountHits;
  /**
   * By scope, then client key: both strings arrive already hashed (a route's constant, the socket's
   * address), where a joined bucket name would be a new string to hash on every request.
   */
  private readonly scopes = new Map<string, Map<string, LocalBucket>>();
  private timer: NodeJS.Timeout | undefined;
  private syncing = false;
  /** Waiting for the counts to be in the shared rows: resolved when no sync is due or running. */
  private syncedWaiters: (() => void)[] = [];

  constructor(countHits: CountHits) {
    this.countHits = countHits;
  }

  /** Counts one hit, synchronously: the bucket's count and the milliseconds left in its window. */
  count(scope: string, key: string, windowMs: number): { current: number; ttl: number } {
    const nowMs = Date.now();
    let buckets = this.scopes.get(scope);
    if (!buckets) {
      buckets = new Map();
      this.scopes.set(scope, buckets);
    }
    let bucket = buckets.get(key);
    if (!bucket || bucket.expiresAtMs <= nowMs) {
      bucket = {
        name: bucketName(scope, key),
        windowSeconds: windowMs / 1000,
        shared: 0,
        sending: 0,
        unsent: 0,
        expiresAtMs: nowMs + windowMs,
      };
      buckets.set(key, bucket);
    }
    bucket.unsent += 1;
    this.scheduleSync();
    return { current: bucket.shared + bucket.sending + bucket.unsent, ttl: Math.max(0, bucket.expiresAtMs - nowMs) };
  }

  private scheduleSync(): void {
    if (this.timer || this.syncing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.syncAll();
    }, syncEveryMs);
    // Counting never keeps a process alive: hits not yet sent when it ends are lost, as a restart loses them.
    this.timer.unref();
  }

  /** One statement per window length (every default limit has the same minute) for all dirty buckets. */
  private async syncAll(): Promise<void> {
    const nowMs = Date.now();
    const byWindow = new Map<number, Map<string, LocalBucket>>();
    for (const buckets of this.scopes.values()) {
      for (const [key, bucket] of buckets) {
        if (bucket.expiresAtMs <= nowMs) {
          // Its window is over: what it counted no longer counts anywhere.
          buckets.delete(key);
          continue;
        }
        if (bucket.unsent === 0) continue;
        bucket.sending = bucket.unsent;
        bucket.unsent = 0;
        const batch = byWindow.get(bucket.windowSeconds) ?? new Map<string, LocalBucket>();
        byWindow.set(bucket.windowSeconds, batch.set(bucket.name, bucket));
      }
    }
    this.syncing = true;
    try {
      for (const [windowSeconds, batch] of byWindow) {
        try {
          const rows = await this.countHits(
            windowSeconds,
            [...batch.values()].map((bucket) => ({ bucket: bucket.name, hits: bucket.sending })),
          );
          for (const row of rows) {
            const bucket = batch.get(row.bucket);
            if (!bucket) continue;
            bucket.shared = row.hits;
            bucket.expiresAtMs = row.expiresAt.getTime();
          }
        } catch {
          // A failed sync drops its batch (the coarse limit lets those hits through, as if not yet
          // counted) rather than retrying forever against a database that has gone away.
        }
        for (const bucket of batch.values()) bucket.sending = 0;
      }
    } finally {
      this.syncing = false;
    }
    const unsent = [...this.scopes.values()].some((buckets) =>
      [...buckets.values()].some((bucket) => bucket.unsent > 0),
    );
    if (unsent) this.scheduleSync();
    else for (const resolve of this.syncedWaiters.splice(0)) resolve();
  }

  /** Resolves once every hit counted so far is in the shared rows and their counts read back. */
  synced(): Promise<void> {
    if (!this.timer && !this.syncing) return Promise.resolve();
    return new Promise((resolve) => this.syncedWaiters.push(resolve));
  }
}

function bucketName(scope: string, key: string): string {
  return `${bucketPrefix}:${scope}:${key}`;
}

/** The exact limits' store: every hit one upsert (the batched ones never reach it, rate-limits.ts). */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private readonly countHit: CountHit;
  private readonly scope: string;

  constructor(countHit: CountHit, scope: string) {
    this.countHit = countHit;
    this.scope = scope;
  }

  incr(key: string, callback: Answer, timeWindow: number): void {
    this.countHit(bucketName(this.scope, key), timeWindow / 1000).then(
      ({ hits, expiresAt }) => callback(null, { current: hits, ttl: Math.max(0, expiresAt.getTime() - Date.now()) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: string; url?: string } }) {
    return new DatabaseRateLimitStore(this.countHit, routeScope(routeOptions.routeInfo ?? {}));
  }
}

/** The bucket scope of a route with its own limit; routes under the global limit share `global`. */
export function routeScope(route: { method?: unknown; url?: unknown }): string {
  return `${route.method ?? ''} ${route.url ?? ''}`;
}

export interface RateLimitCounting {
  /** The store class @fastify/rate-limit constructs for the exact limits; no `continueExceeding` or backoff. */
  Store: FastifyRateLimitStoreCtor;
  /** Counts one hit of a batched limit in this process's memory; the shared rows learn it within a second. */
  countBatched(scope: string, key: string, windowMs: number): { current: number; ttl: number };
  /**
   * Resolves after the sync that adds the hits counted so far (within `syncEveryMs`), at once when none
   * is waiting: tests of several processes wait for it rather than for a guessed time.
   */
  synced(): Promise<void>;
}

export function databaseRateLimitCounting(countHit: CountHit, countHits: CountHits): RateLimitCounting {
  const batched = new BatchedCounts(countHits);
  return {
    Store: class extends DatabaseRateLimitStore {
      constructor(_options: FastifyRateLimitOptions) {
        super(countHit, 'global');
      }
    },
    countBatched: (scope, key, windowMs) => batched.count(scope, key, windowMs),
    synced: () => batched.synced(),
  };
}
