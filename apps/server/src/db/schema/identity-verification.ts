// The identity-verification module's table: the knowledge-based questions a member was asked.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** Questions the sandbox bureau asked, with their right answers; a quiz is answered once. */
export const kbaQuizzes = pgTable(
  'kba_quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questions: jsonb('questions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    passed: boolean('passed'),
  },
  (table) => [index('kba_quizzes_user_id_idx').on(table.memberId)],
);
