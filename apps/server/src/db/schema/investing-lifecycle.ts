// Money into an investment account from the member's linked bank by ACH, and recurring deposits
// (decision 044). The money is the ledger's; these rows hold what the ledger does not: the transfer's
// linked account and when the network settles it, the schedule, and what each scheduled run did.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { linkedBankAccounts } from './banking.ts';
import { users } from './identity.ts';
import { investmentAccounts } from './investing.ts';
import { ledgerEntries } from './ledger.ts';

/** A deposit from a linked bank: pending in the ledger until the ACH network settles it. */
export const investmentBankDeposits = pgTable(
  'investment_bank_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => investmentAccounts.id, { onDelete: 'restrict' }),
    linkedBankAccountId: uuid('linked_bank_account_id')
      .notNull()
      .references(() => linkedBankAccounts.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['PENDING', 'POSTED'] }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('investment_bank_deposits_account_idx').on(table.accountId, table.createdAt),
    index('investment_bank_deposits_settles_idx').on(table.status, table.settlesAt),
    check('investment_bank_deposits_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** One schedule per account not cancelled: how much, how often, from where, and the next date it runs. */
export const investmentRecurringDeposits = pgTable(
  'investment_recurring_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => investmentAccounts.id, { onDelete: 'restrict' }),
    frequency: text('frequency', { enum: ['WEEKLY', 'BIWEEKLY', 'MONTHLY'] }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    source: text('source', { enum: ['CHECKING', 'LINKED_BANK'] }).notNull(),
    /** The linked bank account a LINKED_BANK schedule draws from. */
    linkedBankAccountId: uuid('linked_bank_account_id').references(() => linkedBankAccounts.id, {
      onDelete: 'restrict',
    }),
    /** The first date (New York) the schedule runs on; every later date follows from it. */
    startDate: text('start_date').notNull(),
    /** The next date it runs on while active. */
    nextRunOn: text('next_run_on').notNull(),
    status: text('status', { enum: ['ACTIVE', 'PAUSED', 'CANCELLED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('investment_recurring_deposits_account_live')
      .on(table.accountId)
      .where(sql`${table.status} <> 'CANCELLED'`),
    index('investment_recurring_deposits_due_idx').on(table.status, table.nextRunOn),
    check('investment_recurring_deposits_amount_check', sql`${table.amountCents} > 0`),
    check(
      'investment_recurring_deposits_source_check',
      sql`(${table.source} = 'LINKED_BANK') = (${table.linkedBankAccountId} is not null)`,
    ),
  ],
);

/** What one scheduled date did: the run key (account and date) makes a repeated job run do nothing. */
export const investmentRecurringRuns = pgTable(
  'investment_recurring_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => investmentRecurringDeposits.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => investmentAccounts.id, { onDelete: 'restrict' }),
    runOn: text('run_on').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    source: text('source', { enum: ['CHECKING', 'LINKED_BANK'] }).notNull(),
    status: text('status', { enum: ['DEPOSITED', 'FAILED'] }).notNull(),
    /** Why a run failed, in plain words; it is not retried, the next date runs as usual. */
    failureReason: text('failure_reason'),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('investment_recurring_runs_run_key').on(table.accountId, table.runOn),
    index('investment_recurring_runs_schedule_idx').on(table.scheduleId, table.runOn),
  ],
);
