// Step-up checks before full card and account numbers are shown (decision 026): the short-lived
// grants a fresh password or texted code opens, the count of wrong tries, and the audit of every reveal.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** A passed step-up check: full numbers may be shown to this member on this sign-in session until it expires. */
export const stepUpGrants = pgTable(
  'step_up_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in session (the access token's `sid`), so another device's session is not let through. */
    sessionId: text('session_id').notNull(),
    method: text('method', { enum: ['password', 'code'] }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('step_up_grants_user_session_idx').on(table.memberId, table.sessionId, table.expiresAt)],
);

/** Wrong passwords or codes in a row at the step-up check; enough of them pause it for a while. */
export const stepUpThrottles = pgTable('step_up_throttles', {
  memberId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Every time a full card number, security code or account number left the server: who, what, when, from where. */
export const sensitiveReveals = pgTable(
  'sensitive_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // An audit outlives nothing it records: a member with reveals is not deleted by accident.
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What was shown: the card's number and code, the account number, or the direct-deposit form. */
    subject: text('subject', {
      enum: ['CARD_DETAILS', 'ACCOUNT_NUMBER', 'DIRECT_DEPOSIT_DETAILS', 'DIRECT_DEPOSIT_FORM'],
    }).notNull(),
    /** The card or account the numbers belong to. */
    subjectId: uuid('subject_id').notNull(),
    sessionId: text('session_id').notNull(),
    requestId: text('request_id').notNull(),
    ipAddress: text('ip_address').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('sensitive_reveals_user_id_idx').on(table.memberId, table.revealedAt)],
);
