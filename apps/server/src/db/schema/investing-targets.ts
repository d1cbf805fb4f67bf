// A managed account's targets beyond its model (decision 076): the themes the member added,
// and each change of the targets (a new model, a theme added or removed) until the managed job has
// traded toward it, so every order of that rebalance can say why in plain words.
import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { investmentAccounts } from './investing.ts';

export const investmentAccountThemes = pgTable(
  'investment_account_themes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => investmentAccounts.id, { onDelete: 'restrict' }),
    /** The theme's fund (ICLN, SOXX, XLV, ESGU). */
    symbol: text('symbol').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.symbol] })],
);

export const investmentTargetChanges = pgTable(
  'investment_target_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order the changes were made in, even within one instant: their reasons are read in it. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => investmentAccounts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['MODEL', 'THEME_ADDED', 'THEME_REMOVED'] }).notNull(),
    /**
     * What it is about: the theme's fund for a theme, the model before the change for a new model. A
     * change undone before the job traded on it (a theme added then removed) cancels the pending one.
     */
    subject: text('subject').notNull(),
    /** What changed, in the member's words: "Your risk profile changed from Moderate to Aggressive". */
    description: text('description').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** When the job traded toward the new targets, and the run key of those orders. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedRunKey: text('applied_run_key'),
  },
  (table) => [
    index('investment_target_changes_pending_idx')
      .on(table.accountId, table.sequence)
      .where(sql`${table.appliedAt} is null`),
  ],
);
