// The shared counts of the coarse rate limit, added a batch at a time (decision 011), on a real database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { signInThrottles } from '../db/schema/identity.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { countHits } from './throttle-repo.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const byBucket = (rows: { bucket: string; hits: number; expiresAt: Date }[]) =>
  Object.fromEntries(rows.map((row) => [row.bucket, row]));

describe('countHits', () => {
  it('adds each bucket its own hits and answers every count with its window end', async () => {
    // Names as a client could make them: quotes, a backslash, a comma, letters beyond ASCII.
    const odd = `rate-limit:GET /api/x:"10.0.0.1",\\ café`;
    const plain = 'rate-limit:GET /api/x:10.0.0.2';
    const before = Date.now();
    const first = byBucket(
      await countHits(database.db, 60, [
        { bucket: odd, hits: 3 },
        { bucket: plain, hits: 1 },
      ]),
    );
    expect(first[odd]?.hits).toBe(3);
    expect(first[plain]?.hits).toBe(1);
    const windowEnd = first[odd]?.expiresAt.getTime() ?? 0;
    expect(windowEnd).toBeGreaterThanOrEqual(before + 59_000);
    expect(windowEnd).toBeLessThanOrEqual(Date.now() + 61_000);

    const second = byBucket(await countHits(database.db, 60, [{ bucket: odd, hits: 2 }]));
    expect(second[odd]?.hits).toBe(5);
    // The window keeps its end while it runs.
    expect(second[odd]?.expiresAt.getTime()).toBe(windowEnd);
    const [stored] = await database.db.select().from(signInThrottles).where(eq(signInThrottles.bucket, plain));
    expect(stored?.hits).toBe(1);
  });

  it('starts a new window once the last one is over', async () => {
    const bucket = 'rate-limit:GET /api/y:10.0.0.3';
    await countHits(database.db, 60, [{ bucket, hits: 7 }]);
    await database.db
      .update(signInThrottles)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInThrottles.bucket, bucket));
    const [row] = await countHits(database.db, 60, [{ bucket, hits: 2 }]);
    expect(row?.hits).toBe(2);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});
