// The market module's table: the news stories each member read (decision 045), kept once per member
// and story so trending counts readers, not page views.
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const newsReads = pgTable(
  'news_reads',
  {
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The news wire's stable id (`{date}-wrap`, `{date}-mover-{symbol}`, ...). */
    articleId: text('article_id').notNull(),
    /** The first time the member opened the story; a second opening keeps it. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.articleId] }),
    // Trending reads the last day's rows only.
    index('news_reads_read_at_idx').on(table.readAt),
  ],
);
