// Idempotency-Key handling through a real call registered the way every creating call is.
import { createHash } from 'node:crypto';
import { defineCall } from '@fernleaf/contract/define-call';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/client.ts';
import { untilWaitingOnLocks } from '../test/lock-waits.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AppError, validationFailed } from './errors.ts';
import { registerCall } from './register-call.ts';

const createNote = defineCall({
  method: 'POST',
  path: '/test/notes',
  summary: 'Creates a note (test only)',
  tag: 'test',
  access: 'public',
  idempotent: true,
  successStatus: 201,
  body: z.object({
    text: z.string().min(1),
    /** Holds the call, once inside it, until the test releases it. */
    held: z.boolean().default(false),
    /** Refuses after writing: with an outcome (409), bad input (400) or an unexpected failure (500). */
    failAfterWrite: z.enum(['refused', 'invalid', 'crashed']).optional(),
  }),
  response: z.object({ id: z.number().int(), text: z.string() }),
});

const storedKey = (key: string) => createHash('sha256').update(key).digest('hex');
/** What a held call waits for, and how many calls have entered the handler while it was held. */
let released = Promise.resolve();
let entered = 0;

describe('Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend: (app, database) =>
        registerCall(app, database.db, createNote, async ({ body }, { db }) => {
          if (body.held) {
            entered += 1;
            await released;
          }
          const [note] = await queryRows<{ id: number }>(
            db,
            sql`insert into test_notes (text) values (${body.text}) returning id`,
          );
          if (body.failAfterWrite === 'refused')
            throw new AppError(409, 'MISSING_VALUES', 'Refused', 'Refused after writing.');
          if (body.failAfterWrite === 'invalid') throw validationFailed({ text: 'Not this text' });
          if (body.failAfterWrite === 'crashed') throw new Error('the database went away');
          return { id: Number(note?.id), text: body.text };
        }),
    });
    // The table lives only in this file's copy of the database.
    await t.database.db.execute(sql`create table test_notes (id serial primary key, text text not null)`);
  });
  afterAll(() => t.close());

  const post = (key: string | undefined, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/notes',
      headers: key ? { 'idempotency-key': key } : {},
      payload: body,
    });
  const countNotes = async (text: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from test_notes where text = ${text}`,
    );
    return row?.n;
  };

  it('requires the header, naming it', async () => {
    const response = await post(undefined, { text: 'a' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['idempotency-key']);
  });

  it('replays the first response for the same key and body, writing once', async () => {
    const first = await post('key-replay-0001', { text: 'replay' });
    const second = await post('key-replay-0001', { text: 'replay' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countNotes('replay')).toBe(1);
  });

  it('answers 422 for the same key with another body', async () => {
    await post('key-reuse-00001', { text: 'one' });
    const response = await post('key-reuse-00001', { text: 'two' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countNotes('two')).toBe(0);
  });

  it('answers 409 to concurrent duplicates while the first is running, and writes once', async () => {
    let release: () => void = () => {};
    released = new Promise<void>((resolve) => {
      release = resolve;
    });
    entered = 0;
    let answered = 0;
    const posting = Array.from({ length: 8 }, () =>
      post('key-concurrent-1', { text: 'concurrent', held: true }).then((response) => {
        answered += 1;
        return response;
      }),
    );
    // The first holds the key inside the call until the seven others are answered, or, were duplicates
    // let through, until a second one is inside the call too: no time decides which arrives first.
    await vi.waitFor(() => expect(answered >= 7 || entered > 1).toBe(true), { timeout: 20_000, interval: 10 });
    release();
    const responses = await Promise.all(posting);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const conflict = responses.find((response) => response.statusCode === 409);
    expect(conflict?.json().error.code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(await countNotes('concurrent')).toBe(1);

    const retry = await post('key-concurrent-1', { text: 'concurrent', held: true });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('rolls back a refused call and keeps its refusal: the same request answers it again and writes nothing', async () => {
    const body = { text: 'half-written', failAfterWrite: 'refused' };
    const failed = await post('key-failure-0001', body);
    expect(failed.statusCode).toBe(409);
    expect(await countNotes('half-written')).toBe(0);

    const again = await post('key-failure-0001', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(failed.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countNotes('half-written')).toBe(0);
    // The key is spent on that request: another body under it is refused as a reused key.
    expect((await post('key-failure-0001', { text: 'other' })).statusCode).toBe(422);
  });

  it('frees the key after bad input or an unexpected failure, for a corrected retry', async () => {
    for (const [key, failAfterWrite, status] of [
      ['key-failure-0002', 'invalid', 400],
      ['key-failure-0003', 'crashed', 500],
    ] as const) {
      const failed = await post(key, { text: `half-${failAfterWrite}`, failAfterWrite });
      expect(failed.statusCode).toBe(status);
      expect(await countNotes(`half-${failAfterWrite}`)).toBe(0);
      const retried = await post(key, { text: `corrected-${failAfterWrite}` });
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect(await countNotes(`corrected-${failAfterWrite}`)).toBe(1);
    }
  });

  it('keeps keys apart per key: different keys create separately', async () => {
    await post('key-separate-01', { text: 'separate' });
    await post('key-separate-02', { text: 'separate' });
    expect(await countNotes('separate')).toBe(2);
  });

  it('answers 409 while another process holds the key, and takes over a key whose process died', async () => {
    const body = { text: 'elsewhere' };
    const reserve = (key: string, age: string) =>
      t.database.db.execute(sql`insert into idempotency_keys (scope, key, operation, request_hash, created_at, expires_at)
        values ('public', ${storedKey(key)}, 'POST /test/notes', 'unfinished', now() - ${age}::interval, now() + interval '1 day')`);

    await reserve('key-other-proc-1', '1 second');
    const busy = await post('key-other-proc-1', body);
    expect(busy.statusCode).toBe(409);

    await reserve('key-dead-proc-01', '10 minutes');
    const takenOver = await post('key-dead-proc-01', body);
    expect(takenOver.statusCode).toBe(201);
    expect(await countNotes('elsewhere')).toBe(1);
  });

  // Another process's reservation, not yet committed, on a connection of its own: PostgreSQL only
  // (PGlite has one connection, and this process's own duplicates are answered 409 before the database).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'waits while another process holds the key uncommitted, then takes it when that process rolls back',
    async () => {
      const { driver } = t.database;
      if (driver.kind !== 'postgres') throw new Error('runs on PostgreSQL');
      const other = await driver.pool.connect();
      try {
        await other.query('begin');
        await other.query(
          `insert into idempotency_keys (scope, key, operation, request_hash, expires_at)
           values ('public', $1, 'POST /test/notes', 'unfinished', now() + interval '1 day')`,
          [storedKey('key-other-tx-0001')],
        );
        let settled = false;
        const waiting = post('key-other-tx-0001', { text: 'after the other' }).finally(() => {
          settled = true;
        });
        // The request queues on the other process's uncommitted key: seen waiting, not answered.
        await untilWaitingOnLocks(driver.pool, 1);
        expect(settled).toBe(false);
        await other.query('rollback');
        const response = await waiting;
        expect(response.statusCode).toBe(201);
        expect(response.headers['idempotent-replayed']).toBeUndefined();
        expect(await countNotes('after the other')).toBe(1);
      } finally {
        other.release();
      }
    },
  );

  it('lets a key be used again once it has expired', async () => {
    await post('key-expiring-001', { text: 'first life' });
    await t.database.db.execute(
      sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = ${storedKey('key-expiring-001')}`,
    );
    const response = await post('key-expiring-001', { text: 'second life' });
    expect(response.statusCode).toBe(201);
    expect(await countNotes('second life')).toBe(1);
  });

  it('keeps neither the key nor the answer readable, and still replays the answer', async () => {
    const secretText = 'a secret the answer carries';
    const first = await post('key-sealed-answer-1', { text: secretText });
    const rows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from idempotency_keys where operation = 'POST /test/notes'`,
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secretText);
    expect(stored).not.toContain('key-sealed-answer-1');
    const again = await post('key-sealed-answer-1', { text: secretText });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });
});
