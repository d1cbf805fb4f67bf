// Counts @fastify/rate-limit's hits in the database instead of each process's memory, so several server
// processes on one PostgreSQL share one limit per address and call (decision 029). Each hit is one
// upsert on a fixed-window counter row, counted atomically by the database.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Counts one hit in the bucket's current window and answers the count and when the window ends. */
export type CountHit = (bucket: string, windowSeconds: number) => Promise<{ hits: number; expiresAt: Date }>;

const bucketPrefix = 'rate-limit';

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private readonly countHit: CountHit;
  private readonly scope: string;

  constructor(countHit: CountHit, scope: string) {
    this.countHit = countHit;
    this.scope = scope;
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.countHit(`${bucketPrefix}:${this.scope}:${key}`, timeWindow / 1000).then(
      ({ hits, expiresAt }) => callback(null, { current: hits, ttl: Math.max(0, expiresAt.getTime() - Date.now()) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: string; url?: string } }) {
    const route = routeOptions.routeInfo ?? {};
    return new DatabaseRateLimitStore(this.countHit, `${route.method ?? ''} ${route.url ?? ''}`);
  }
}

/** The store class @fastify/rate-limit constructs; `continueExceeding` and backoff are not used here. */
export function databaseRateLimitStore(countHit: CountHit): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor(_options: FastifyRateLimitOptions) {
      super(countHit, 'global');
    }
  };
}
