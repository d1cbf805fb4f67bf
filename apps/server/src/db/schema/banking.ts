// External banks a member links through an aggregator (Plaid, Finicity or Akoya style), their
// accounts and the transactions the aggregator reported for them.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const bankSources = ['PLAID', 'FINICITY', 'AKOYA'] as const;
export const linkedBankStatuses = ['PENDING', 'COMPLETE', 'UNLINKED', 'REMOVED'] as const;

/** One sign-in at a provider's screen: it ends in a linked bank, a failure, or expiry. */
export const bankLinkSessions = pgTable(
  'bank_link_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: bankSources }).notNull(),
    institutionId: text('institution_id').notNull(),
    /** OPEN -> (MFA_REQUIRED ->) AUTHORIZED at the provider -> LINKED by the product; or FAILED. */
    status: text('status', { enum: ['OPEN', 'MFA_REQUIRED', 'AUTHORIZED', 'LINKED', 'FAILED'] }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The lower-cased username the member signed in with at the provider; it decides the accounts found. */
    providerUsername: text('provider_username'),
    /** sha256 of the one-time token (or Akoya code) the provider handed back at AUTHORIZED. */
    publicTokenHash: text('public_token_hash'),
    /** Set once the product exchanged the token and the bank exists. */
    bankId: uuid('bank_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('bank_link_sessions_user_id_idx').on(table.memberId)],
);

/** Events of the provider's screen (opened, error, exit...), kept for support. */
export const bankLinkEvents = pgTable(
  'bank_link_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkSessionId: uuid('link_session_id')
      .notNull()
      .references(() => bankLinkSessions.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('bank_link_events_session_idx').on(table.linkSessionId)],
);

export const linkedBanks = pgTable(
  'linked_banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: bankSources }).notNull(),
    institutionId: text('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    status: text('status', { enum: linkedBankStatuses }).notNull(),
    /** When a PENDING link has finished fetching accounts at the provider and reads as COMPLETE. */
    completesAt: timestamp('completes_at', { withTimezone: true }).notNull(),
    /** When the provider stops being able to reach the login (the member must link it again): UNLINKED. */
    accessLostAt: timestamp('access_lost_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('linked_banks_user_id_idx').on(table.memberId)],
);

export const linkedBankAccounts = pgTable(
  'linked_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => linkedBanks.id, { onDelete: 'cascade' }),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's id for the account; stable across re-links of the same login. */
    providerAccountId: text('provider_account_id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['CHECKING', 'SAVINGS'] }).notNull(),
    /** Last four digits of the account number. */
    mask: text('mask').notNull(),
    /** AES-256-GCM ciphertext (platform/field-encryption.ts). */
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    routingNumber: text('routing_number').notNull(),
    currentBalanceCents: bigint('current_balance_cents', { mode: 'bigint' }).notNull(),
    availableBalanceCents: bigint('available_balance_cents', { mode: 'bigint' }).notNull(),
    balanceAsOf: timestamp('balance_as_of', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('linked_bank_accounts_bank_id_idx').on(table.bankId),
    index('linked_bank_accounts_user_id_idx').on(table.memberId),
  ],
);

export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => linkedBankAccounts.id, { onDelete: 'cascade' }),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerTransactionId: text('provider_transaction_id').notNull(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    /** Money into the account is positive, money out negative. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    description: text('description').notNull(),
    merchantName: text('merchant_name'),
    category: text('category').notNull(),
    pending: boolean('pending').notNull().default(false),
  },
  (table) => [
    unique('bank_transactions_provider_id_key').on(table.accountId, table.providerTransactionId),
    index('bank_transactions_user_posted_idx').on(table.memberId, table.postedOn),
  ],
);
