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
  summary: 'Messages sent in the last hour, newest first (not served in production)',
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

/**
 * The server's test clock (not served in production): rules that depend on the date (settlements,
 * repayments due, quotes) read it, so a browser test can move to a payday. Tokens keep real time.
 */
export const testClockSchema = z.object({ now: z.string(), offsetSeconds: z.number().int() });

export const getTestClock = defineCall({
  method: 'GET',
  path: '/dev/clock',
  summary: "The server's test clock (not served in production)",
  tag: 'dev',
  access: 'public',
  response: testClockSchema,
});

export const setTestClock = defineCall({
  method: 'PUT',
  path: '/dev/clock',
  summary:
    "Moves the server's test clock; 0 returns it to real time, and jobs due by then run (not served in production)",
  tag: 'dev',
  access: 'public',
  body: z.object({
    offsetSeconds: z
      .number({ error: 'Send the offset in seconds' })
      .int('Send the offset in whole seconds')
      .min(0, 'The clock only moves forward')
      .max(400 * 86_400, 'Move the clock at most 400 days'),
  }),
  response: testClockSchema,
});

/** A background job's run that failed: retrying later, or out of tries and kept as a dead letter. */
export const failedJobSchema = z.object({
  id: z.string(),
  job: z.string(),
  state: z.enum(['retry', 'failed']),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  error: z.string(),
  createdAt: z.string(),
  /** When the next try may start (retry), or when the run was dead-lettered (failed). */
  at: z.string(),
});

export const listFailedJobs = defineCall({
  method: 'GET',
  path: '/dev/jobs',
  summary: 'Background job runs that failed, newest first: retrying or dead-lettered (not served in production)',
  tag: 'dev',
  access: 'public',
  query: z.object({
    limit: z.coerce.number().int().min(1, 'Ask for at least 1').max(500, 'Ask for at most 500').default(100),
  }),
  response: z.object({ jobs: z.array(failedJobSchema) }),
});
