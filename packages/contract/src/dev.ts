// Outside production a person reads the emails and text messages the product sent (DESIGN.md).
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { personNameSchema } from './fields.ts';

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

/**
 * A member who has verified a phone and given a date of birth and (unless asked not to) an address,
 * and has nothing else:
 * for trying a product from its first step, and for browser tests. Not served in production.
 */
export const createReadyMember = defineCall({
  method: 'POST',
  path: '/dev/members',
  summary: 'Creates a signed-up member with a verified phone, date of birth and address (not served in production)',
  tag: 'dev',
  access: 'public',
  idempotent: true,
  successStatus: 201,
  rateLimitPerMinute: 30,
  body: z
    .object({
      firstName: personNameSchema('first name').default('Casey'),
      lastName: personNameSchema('last name').default('Morgan'),
      /** Without it the member is as a new sign-up is before the address step. */
      withAddress: z.boolean().default(true),
    })
    .prefault({}),
  response: z.object({ email: z.string(), password: z.string() }),
});
