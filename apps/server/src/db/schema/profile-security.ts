// What the profile's security page keeps beside the sign-in service's own models.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The browser behind each sign-in session (oidc-provider's Session, by its `uid`), which the service
 * itself does not keep: its user agent, and when it last fetched tokens. Written at the token
 * endpoint; removed with the session when it is signed out.
 */
export const signedInBrowsers = pgTable(
  'signed_in_browsers',
  {
    sessionUid: text('session_uid').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('signed_in_browsers_user_id_idx').on(table.userId)],
);

/**
 * A code sent to a new email address; the member's email changes to it once the code comes back.
 * Only a hash of the code is kept; a new request replaces any open one.
 */
export const emailChangeCodes = pgTable(
  'email_change_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('email_change_codes_user_id_idx').on(table.userId)],
);
