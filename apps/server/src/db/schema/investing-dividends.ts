// Dividends credited to investment accounts and each account's reinvestment choice (decision 046). The
// cash is the ledger's; a payment row records who was entitled on the ex-date and how the cents were
// reached, and its unique key is the run key that pays each dividend to each account once.

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { investmentAccounts, investmentOrders } from './investing.ts';
import { ledgerEntries } from './ledger.ts';

export const investmentDividendPayments = pgTable(
  'investment_dividend_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => investmentAccounts.id, { onDelete: 'restrict' }),
    symbol: text('symbol').notNull(),
    exDate: text('ex_date').notNull(),
    payDate: text('pay_date').notNull(),
    /** The declared amount per share, in micro-dollars. */
    microsPerShare: bigint('micros_per_share', { mode: 'bigint' }).notNull(),
    /** Millionths of a share held when the ex-date began. */
    entitledMicros: bigint('entitled_micros', { mode: 'bigint' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    /** The buy that reinvested it, when the account reinvests. */
    reinvestOrderId: uuid('reinvest_order_id').references(() => investmentOrders.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Each dividend is paid to each account once, however often the job runs.
    unique('investment_dividend_payments_run_key').on(table.accountId, table.symbol, table.exDate),
    check('investment_dividend_payments_amount_check', sql`${table.amountCents} > 0 and ${table.entitledMicros} > 0`),
  ],
);

/** A self-directed account's choice; a managed account always reinvests, so it has no row. */
export const investmentDividendChoices = pgTable('investment_dividend_choices', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => investmentAccounts.id, { onDelete: 'cascade' }),
  reinvest: boolean('reinvest').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
