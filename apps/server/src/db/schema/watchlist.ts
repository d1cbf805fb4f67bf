// The member's watchlist and the news stories they read (decision 045). Neither holds money: a
// watchlist needs no investment account, and a read is kept once per member and story so trending
// counts readers, not page views.
import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listed symbol in capitals, as the market names it. */
    symbol: text('symbol').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('watchlist_items_user_symbol_key').on(table.userId, table.symbol)],
);

export const newsReads = pgTable(
  'news_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The news wire's stable id (`{date}-wrap`, `{date}-mover-{symbol}`, ...). */
    articleId: text('article_id').notNull(),
    /** The first time the member opened the story; a second opening keeps it. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.articleId] }),
    // Trending reads the last day's rows only.
    index('news_reads_read_at_idx').on(table.readAt),
  ],
);
