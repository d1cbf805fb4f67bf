import { createReadyMember, listOutbox } from '@fernleaf/contract/dev';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listMessages } from '../../identity/outbox-repo.ts';
import { registerCall } from '../../platform/register-call.ts';
import { insertReadyMember } from './ready-member.ts';

/** Only registered outside production: it shows every code the product sent and makes members at will. */
export function registerDevCalls(app: FastifyInstance, db: Db) {
  registerCall(app, db, listOutbox, async ({ query }) => {
    const messages = await listMessages(db, { recipient: query.recipient, limit: 100 });
    return {
      messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    };
  });
  registerCall(app, db, createReadyMember, async ({ body }, { db: tx }) => insertReadyMember(tx, body));
}
