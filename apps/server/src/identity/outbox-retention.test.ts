// Phone, step-up and reset codes go through the outbox; it keeps them only as long as a code can be
// used, and the queue's `outbox-sweep` deletes what is older.

import { listOutbox } from '@fernleaf/contract/dev';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/identity.ts';
import { call } from '../test/call.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { queueMessage } from './outbox-repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the outbox’s retention', () => {
  it('keeps codes an hour, longer than any code lives, and the sweep deletes older ones', async () => {
    const recipient = '2155550142';
    const message = (body: string, createdAt: Date) => ({ channel: 'sms' as const, recipient, body, createdAt });
    await queueMessage(t.database.db, message('111111 is your verification code.', minutesAgo(61)));
    // A password reset code lives 30 minutes: one sent 29 minutes ago still works and must still show.
    await queueMessage(t.database.db, message('222222 is your verification code.', minutesAgo(29)));
    await queueMessage(t.database.db, message('333333 is your verification code.', new Date()));

    await t.app.jobs.runDue(['outbox-sweep']);

    const kept = await t.database.db.select({ body: outbox.body }).from(outbox).where(eq(outbox.recipient, recipient));
    expect(kept.map((row) => row.body.slice(0, 6)).sort()).toEqual(['222222', '333333']);
    const { messages } = (await call({ app: t.app }, listOutbox, { query: { recipient } })).data;
    expect(messages.map((shown) => shown.body.slice(0, 6))).toEqual(['333333', '222222']);
  });
});
