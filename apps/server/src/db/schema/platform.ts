import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per Idempotency-Key, kept 24 hours, so a retried request replays its first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key it is: a member id, or `public` for calls without sign-in. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** `METHOD /path` of the call, so one key cannot be replayed against another call. */
    operation: text('operation').notNull(),
    /** sha256 of the request body and query. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);
