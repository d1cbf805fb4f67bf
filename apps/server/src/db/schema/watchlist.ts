// The member's watchlist (decision 045). It holds no money: a watchlist needs no investment account.
import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listed symbol in capitals, as the market names it. */
    symbol: text('symbol').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('watchlist_items_user_symbol_key').on(table.memberId, table.symbol)],
);
