import { listOutbox } from '@fernleaf/contract/dev';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listMessages } from '../../identity/outbox-repo.ts';
import { registerCall } from '../../platform/register-call.ts';

/** Only registered outside production: it shows every code the product sent. */
export function registerDevCalls(app: FastifyInstance, db: Db) {
  registerCall(app, db, listOutbox, async ({ query }) => {
    const messages = await listMessages(db, { recipient: query.recipient, limit: 100 });
    return {
      messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    };
  });
}
