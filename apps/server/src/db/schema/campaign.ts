// The campaign module's table.
import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** Members who joined a creator campaign, and whether they qualified for its reward. */
export const campaignEntries = pgTable(
  'campaign_entries',
  {
    campaignId: text('campaign_id').notNull(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    qualified: boolean('qualified').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.memberId] })],
);
