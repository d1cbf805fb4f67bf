// The job queue on the app's own database: a failing run is retried with growing delays and ends as a
// dead letter listed at GET /api/dev/jobs; closing the app waits for a run in flight.

import { listFailedJobs } from '@fernleaf/contract/dev';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, callUnchecked, ok } from '../../test/call.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createJobQueue, stopWaitingForRuns } from './job-queue.ts';

describe('the job queue', () => {
  it('retries a failing run with growing delays, then lists it as failed and dead-lettered', async () => {
    const attempts: number[] = [];
    const t = await createTestApp({
      extend: (app) =>
        app.jobs.define({
          name: 'always-failing',
          schedule: '0 0 1 1 *',
          retryLimit: 3,
          retryDelaySeconds: 1,
          run: async () => {
            attempts.push(Date.now());
            throw new Error(`attempt ${attempts.length} found the bank closed`);
          },
        }),
    });
    try {
      const listed = async () => (await ok(call(t, listFailedJobs))).jobs;

      await t.app.jobs.runDue(['always-failing']);
      expect(attempts).toHaveLength(1);
      const [retrying] = await listed();
      expect(retrying).toMatchObject({
        job: 'always-failing',
        state: 'retry',
        error: 'attempt 1 found the bank closed',
      });

      await vi.waitFor(
        async () => {
          await t.app.jobs.runQueued(['always-failing']);
          expect(attempts).toHaveLength(4);
        },
        { timeout: 40_000, interval: 200 },
      );
      const gaps = attempts.slice(1).map((at, index) => at - (attempts[index] ?? 0));
      // The delays double from 1 s (with jitter: 0.5-1 s, 1-2 s, 2-4 s); without backoff each would be 1 s.
      expect(gaps[0]).toBeGreaterThanOrEqual(500);
      expect(gaps[1]).toBeGreaterThanOrEqual(1_000);
      expect(gaps[2]).toBeGreaterThanOrEqual(2_000);

      const failed = await listed();
      expect(failed).toEqual([
        expect.objectContaining({
          job: 'always-failing',
          state: 'failed',
          retryCount: 3,
          error: 'attempt 4 found the bank closed',
        }),
      ]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('runs a job at the moment asked for, not at the next schedule, once for runs asked in the same second', async () => {
    const runs: number[] = [];
    const t = await createTestApp({
      runJobs: true,
      extend: (app) =>
        app.jobs.define({
          name: 'comes-due',
          // Never on schedule during the test: only the due run can take it.
          schedule: '0 0 1 1 *',
          run: async () => {
            runs.push(Date.now());
          },
        }),
    });
    try {
      const asked = Date.now();
      await Promise.all([t.app.jobs.runAt('comes-due', 1_500), t.app.jobs.runAt('comes-due', 1_400)]);
      await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 20_000, interval: 100 });
      expect((runs[0] ?? 0) - asked).toBeGreaterThanOrEqual(1_000);
      // The two asks queued one run between them: a second would be stored, whether or not it ran yet.
      const [stored] = await queryRows<{ runs: number }>(
        t.database.db,
        sql`select count(*)::int as runs from jobs.job where name = 'comes-due-due'`,
      );
      expect(stored?.runs).toBe(1);
      expect(runs).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 40_000);

  it('waits for a run in flight when the app closes, before the database is closed', async () => {
    // The run holds until stop says it waits for it: no delay decides whether it is still running.
    let started: () => void = () => {};
    const runStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release: () => void = () => {};
    const mayFinish = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finished = false;
    const t = await createTestApp({
      extend: (app) =>
        app.jobs.define({
          name: 'slow',
          schedule: '0 0 1 1 *',
          run: async () => {
            started();
            await mayFinish;
            finished = true;
          },
        }),
    });
    let waiting: (message: unknown) => void = () => {};
    const stopWaits = new Promise<unknown>((resolve) => {
      waiting = resolve;
    });
    stopWaitingForRuns.subscribe(waiting);
    try {
      const running = t.app.jobs.runDue(['slow']);
      await runStarted;
      const closing = t.app.close();
      // A stop that does not wait lets the app close while the run is held: that comes first then.
      const first = await Promise.race([stopWaits, closing.then(() => 'closed while the run was in flight')]);
      expect(first).toEqual({ runs: 1 });
      release();
      await closing;
      expect(finished).toBe(true);
      await running;
    } finally {
      stopWaitingForRuns.unsubscribe(waiting);
      release();
      await t.database.close();
    }
  });
});

describe('the job queue starting', () => {
  it('lets the event loop turn between its steps, so a request arriving meanwhile need not wait for all of them', async () => {
    const database = await createTestDatabase();
    const queue = createJobQueue(database, { onError: (error) => expect.unreachable(String(error)) });
    const names = ['first', 'second', 'third'];
    for (const name of names) queue.define({ name, schedule: '0 0 1 1 *', run: async () => {} });
    // Counts the turns of the event loop while the queue starts: what a request arriving then gets.
    let turns = 0;
    let starting = true;
    const countTurn = () => {
      if (!starting) return;
      turns += 1;
      setImmediate(countTurn);
    };
    setImmediate(countTurn);
    try {
      await queue.start({ work: false });
      starting = false;
      // The start itself, the dead-letter queue and each job's queues: a turn before each.
      expect(turns).toBeGreaterThanOrEqual(names.length + 2);
    } finally {
      starting = false;
      await queue.stop();
      await database.close();
    }
  });
});

describe('a chain of jobs', () => {
  /** Two jobs, `second` after `first`, recording the order their bodies run in. */
  const chainOf = (ran: string[], first: () => Promise<void> = async () => undefined) => ({
    extend: (app: FastifyInstance) => {
      app.jobs.define({
        name: 'first',
        schedule: '0 0 1 1 *',
        retryDelaySeconds: 1,
        run: async () => {
          ran.push('first');
          await first();
        },
      });
      app.jobs.define({
        name: 'second',
        after: 'first',
        run: async () => {
          ran.push('second');
        },
      });
    },
  });

  it('runs a job asked for directly after the job it comes after, in a working process', async () => {
    const ran: string[] = [];
    let secondRan: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      secondRan = resolve;
    });
    const t = await createTestApp({
      runJobs: true,
      extend: (app) => {
        chainOf(ran).extend(app);
        app.jobs.define({ name: 'watcher', after: 'second', run: async () => secondRan() });
      },
    });
    try {
      // As a schedule of the second job would, or another process: the run goes to the chain's start.
      expect(await t.app.jobs.send('second')).not.toBeNull();
      await done;
      expect(ran).toEqual(['first', 'second']);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('holds back the jobs after one that failed until its retry succeeds', { timeout: 30_000 }, async () => {
    const ran: string[] = [];
    let failing = true;
    const t = await createTestApp(
      chainOf(ran, async () => {
        if (failing) throw new Error('the bank is closed');
      }),
    );
    try {
      await t.app.jobs.runDue(['second']);
      expect(ran).toEqual(['first']);
      const { jobs: listed } = await ok(call(t, listFailedJobs));
      expect(listed).toEqual([expect.objectContaining({ job: 'first', state: 'retry' })]);
      failing = false;
      await vi.waitFor(
        async () => {
          await t.app.jobs.runQueued(['first']);
          expect(ran).toEqual(['first', 'first', 'second']);
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await t.close();
    }
  });

  it('refuses a job with both a schedule and a job to come after, or with neither', async () => {
    const t = await createTestApp();
    try {
      expect(() =>
        t.app.jobs.define({ name: 'both', schedule: '* * * * *', after: 'first', run: async () => {} }),
      ).toThrow(/either a schedule or a job to come after/);
      expect(() => t.app.jobs.define({ name: 'neither', run: async () => {} })).toThrow(
        /either a schedule or a job to come after/,
      );
    } finally {
      await t.close();
    }
  });
});

describe('listFailedJobs', () => {
  it('names a bad limit, and is not served in production', async () => {
    const t = await createTestApp();
    try {
      const refused = await callUnchecked(t, listFailedJobs, { query: { limit: 0 } });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('limit');
      const listed = await call(t, listFailedJobs);
      expect(JSON.parse(listed.body)).toEqual({ data: { jobs: [] } });
    } finally {
      await t.close();
    }
    const production = await createTestApp({ env: { APP_ENV: 'production' } });
    try {
      expect((await call(production, listFailedJobs)).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
