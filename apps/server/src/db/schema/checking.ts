// The member's own checking account (route segment roarmoney): account and routing numbers, the
// debit card, signed account agreements and ACH transfers with linked banks. Its money lives in the
// ledger; these rows hold what the ledger does not.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { linkedBankAccounts } from './banking.ts';
import { addresses, users } from './identity.ts';
import { ledgerAccounts, ledgerEntries } from './ledger.ts';

export const checkingAccounts = pgTable('checking_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'restrict' }),
  ledgerAccountId: uuid('ledger_account_id')
    .notNull()
    .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
  /** AES-256-GCM ciphertext; the last four are kept beside it for display. */
  accountNumberEncrypted: text('account_number_encrypted').notNull(),
  accountNumberLast4: text('account_number_last4').notNull(),
  routingNumber: text('routing_number').notNull(),
  status: text('status', { enum: ['OPEN', 'CLOSED'] }).notNull(),
  addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
  depositCode: text('deposit_code'),
  employmentCode: text('employment_code'),
  leadGenTransactionId: text('lead_gen_transaction_id'),
  paymentForm: text('payment_form'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const debitCards = pgTable(
  'debit_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    checkingAccountId: uuid('checking_account_id')
      .notNull()
      .references(() => checkingAccounts.id, { onDelete: 'restrict' }),
    numberEncrypted: text('number_encrypted').notNull(),
    last4: text('last4').notNull(),
    cvvEncrypted: text('cvv_encrypted').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    status: text('status', { enum: ['INACTIVE', 'ACTIVE', 'CLOSED'] }).notNull(),
    locked: boolean('locked').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Wrong activation details in a row; enough of them pause activation until `activationLockedUntil`. */
    activationFailures: integer('activation_failures').notNull().default(0),
    activationLockedUntil: timestamp('activation_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('debit_cards_user_id_idx').on(table.memberId)],
);

/** Which account agreements a member signed, and when. */
export const bankingEsigns = pgTable(
  'banking_esigns',
  {
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: text('document_id').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.documentId] })],
);

/** Money between a linked bank and checking: pending until the ACH network settles it. */
export const achTransfers = pgTable(
  'ach_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    linkedBankAccountId: uuid('linked_bank_account_id')
      .notNull()
      .references(() => linkedBankAccounts.id, { onDelete: 'restrict' }),
    direction: text('direction', { enum: ['IN', 'OUT'] }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['PENDING', 'POSTED', 'RETURNED'] }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('ach_transfers_user_id_idx').on(table.memberId),
    index('ach_transfers_settles_idx').on(table.status, table.settlesAt),
  ],
);
