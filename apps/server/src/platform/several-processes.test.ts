// Two app instances on one database behave as one server (decision 029): the rate limit is counted
// once for both (exactly for the deliberate limits, in batches for the default one), an Idempotency-Key answered by one is replayed by the other, and a due job runs once.
import { signIn } from '@fernleaf/contract/auth';
import { createReadyMember } from '@fernleaf/contract/dev';
import { getHealth } from '@fernleaf/contract/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { call } from '../test/call.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { batchedFromLimit } from './rate-limit-store.ts';

let first: TestApp;
let second: TestApp['app'];
beforeAll(async () => {
  first = await createTestApp();
  second = await buildApp({
    config: first.config,
    database: first.database,
    secrets: first.secrets,
    logger: false,
    runJobs: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('two processes on one database', () => {
  it('share the rate limit: the calls of both count against one limit', async () => {
    // Sign-in allows 10 calls a minute from one address; without an interaction each is refused cheaply.
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const app = index % 2 === 0 ? first.app : second;
      const response = await call({ app }, signIn, {
        body: { email: 'a.member@example.com', password: 'wrong', rememberBrowser: false },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('share the default limit too: each counts in memory and adds its count to the shared row', async () => {
    // The default limit (600 a minute) is counted in batches (decision 011): each process adds its hits
    // to the shared row once a second and takes the shared count back.
    const health = (app: TestApp['app'], remoteAddress = '10.16.0.1') => call({ app, remoteAddress }, getHealth);
    const statuses = new Set<number>();
    for (let index = 0; index < batchedFromLimit - 1; index += 1) {
      statuses.add((await health(first.app)).statusCode);
    }
    statuses.add((await health(second)).statusCode);
    expect([...statuses]).toEqual([200]);
    // Each process adds its count within `syncEveryMs`; the test waits for both syncs, not for a time.
    const aSync = async () => {
      await first.app.rateLimitsSynced();
      await second.rateLimitsSynced();
    };
    await aSync();
    // Both learnt that 600 were counted between them: one more on either is refused.
    await health(second);
    await health(first.app);
    await aSync();
    expect((await health(second)).statusCode).toBe(429);
    expect((await health(first.app)).statusCode).toBe(429);
    // Another address has its own count.
    expect((await health(second, '10.16.0.2')).statusCode).toBe(200);
  });

  it('replay an Idempotency-Key answered by the other process, and refuse it for another request', async () => {
    const key = crypto.randomUUID();
    const create = (app: TestApp['app'], firstName: string) =>
      call({ app }, createReadyMember, { body: { firstName, lastName: 'Quinn' }, idempotencyKey: key });
    const made = await create(first.app, 'Ada');
    expect(made.statusCode).toBe(201);
    const replayed = await create(second, 'Ada');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.data.email).toBe(made.data.email);
    expect((await create(second, 'Bea')).statusCode).toBe(422);
  });

  it('send a duplicate made at the same time on both to one of them only', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      [first.app, second].map((app) =>
        call({ app }, createReadyMember, { body: { firstName: 'Cy', lastName: 'Quinn' }, idempotencyKey: key }),
      ),
    );
    const emails = new Set(answers.filter((answer) => answer.statusCode === 201).map((a) => a.data.email));
    expect(emails.size).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
  });

  it('take a queued job run in one of them only', async () => {
    let runs = 0;
    // The run is held until one process has looked and found nothing, or both have taken it: a run that
    // finished before the other looked would pass however runs were claimed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let takenTwice: () => void = () => {};
    const bothTook = new Promise<void>((resolve) => {
      takenTwice = resolve;
    });
    const run = async () => {
      runs += 1;
      if (runs === 2) takenTwice();
      await held;
    };
    first.app.jobs.define({ name: 'count-once', schedule: '0 0 1 1 *', run });
    second.jobs.define({ name: 'count-once', schedule: '0 0 1 1 *', run });
    // One run queued by one process; both look for queued runs at once and only one takes it.
    expect(await first.app.jobs.send('count-once')).not.toBeNull();
    const looking = [first.app.jobs.runQueued(['count-once']), second.jobs.runQueued(['count-once'])];
    await Promise.race([...looking, bothTook]);
    release();
    await Promise.all(looking);
    expect(runs).toBe(1);
  });
});
