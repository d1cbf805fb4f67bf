// The referral module's tables: each member's referral codes and who referred whom.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const referralCodes = pgTable(
  'referral_codes',
  {
    /** Upper-case letters and digits. */
    code: text('code').primaryKey(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('referral_codes_user_id_idx').on(table.memberId)],
);

/** Who referred a member at sign-up: at most one referrer per member, never the member themself. */
export const referrals = pgTable(
  'referrals',
  {
    referredMemberId: uuid('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerMemberId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('referrals_referrer_user_id_idx').on(table.referrerMemberId)],
);
