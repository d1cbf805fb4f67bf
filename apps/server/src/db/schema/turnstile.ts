import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tokens issued for solved human-verification challenges (modules/turnstile). Only a hash of each
 * token is kept. The challenge's hash is unique, so one solved challenge yields one token; a row
 * outlives its challenge (token lifetime >= challenge lifetime), so deleting expired rows never
 * lets a challenge be answered twice.
 */
export const humanCheckTokens = pgTable(
  'human_check_tokens',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    /** SHA-256 of the challenge id, hex. */
    challengeHash: text('challenge_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a call spent the token; a token is spent once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('human_check_tokens_expires_at_idx').on(table.expiresAt)],
);
