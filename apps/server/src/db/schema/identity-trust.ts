// The identity-trust module's table: the document-and-selfie checks a member was sent to.
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** A document-and-selfie check (identity trust) a member was sent to. */
export const identityTrustInterviews = pgTable(
  'identity_trust_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    requestId: text('request_id').notNull(),
    flowType: text('flow_type').notNull(),
    /** PENDING until the member finishes the check, then SUCCESS or FAILED. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [unique('identity_trust_interviews_request').on(table.memberId, table.requestId)],
);
