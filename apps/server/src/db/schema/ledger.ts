// The double-entry ledger. Sign convention: a posting's amount adds to its account's balance, so a
// member's checking account holds a positive balance and the platform account the money came from
// goes negative by the same amount. Every entry's postings sum to zero.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the platform's own accounts. */
    memberId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Which product or platform purpose the account serves (ledger/accounts.ts lists them). */
    product: text('product').notNull(),
    /** The lowest posted-plus-pending-outflow balance the product allows; null means unbounded. */
    floorCents: bigint('floor_cents', { mode: 'bigint' }),
    /**
     * Cached from postings of posted entries, for member accounts only. A house account (user_id
     * null) keeps zero in the three cached columns: its balances are summed from postings, so no
     * transfer updates its row (decision 015).
     */
    postedCents: bigint('posted_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Cached from postings of pending entries that take money out of the account (zero or less). */
    pendingOutCents: bigint('pending_out_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Cached from postings of pending entries that bring money in (zero or more). */
    pendingInCents: bigint('pending_in_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The last posting the cached figures include. */
    lastPostingId: bigint('last_posting_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    unique('ledger_accounts_user_product_key').on(table.memberId, table.product).nullsNotDistinct(),
    // The last line of defence behind the checks in ledger/post-entry.ts: no write can take an
    // account below its floor, whatever code path it comes from.
    check(
      'ledger_accounts_floor_check',
      sql`${table.floorCents} is null or ${table.postedCents} + ${table.pendingOutCents} >= ${table.floorCents}`,
    ),
    check('ledger_accounts_pending_sign_check', sql`${table.pendingOutCents} <= 0 and ${table.pendingInCents} >= 0`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unique per movement of money, so the same movement can never post twice. */
    reference: text('reference').notNull().unique(),
    /** What moved the money, e.g. `ach_in`, `payroll_deposit`; shown to members through their product. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['pending', 'posted', 'voided'] }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When a pending entry settled (posted) or was voided; equal to createdAt for an entry posted at once. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('ledger_entries_status_idx').on(table.status)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Non-zero; adds to the account's balance. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    check('ledger_postings_amount_check', sql`${table.amountCents} <> 0`),
    index('ledger_postings_entry_id_idx').on(table.entryId),
    index('ledger_postings_account_id_idx').on(table.accountId, table.id),
  ],
);
