// Outside production a person reads the emails and text messages the product sent (DESIGN.md).
import { z } from 'zod';
import { defineCall } from './define-call.ts';

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

export const listOutbox = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Messages sent, newest first (not served in production)',
  tag: 'dev',
  access: 'public',
  query: z.object({ recipient: z.string().max(254).optional() }),
  response: z.object({ messages: z.array(outboxMessageSchema) }),
});
