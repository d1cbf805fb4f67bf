// The cash advance (route segment instacash): underwritings of a member's linked bank, the
// cash-advance account, the agreements and per-advance terms the member signs, the debit cards they
// add, the advances and their repayments. The money itself lives in the ledger; these rows hold what
// the ledger does not (docs/decisions/023-cash-advance.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { linkedBankAccounts } from './banking.ts';
import { users } from './identity.ts';
import { ledgerAccounts, ledgerEntries } from './ledger.ts';

/** One reading of a linked checking account's history: the outcome, the limit and why. */
export const cashAdvanceUnderwritings = pgTable(
  'cash_advance_underwritings',
  {
    /** The underwritingTransactionId of the spec. */
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAccountId: uuid('linked_account_id')
      .notNull()
      .references(() => linkedBankAccounts.id, { onDelete: 'cascade' }),
    flow: text('flow', { enum: ['ORGANIC', 'INTENT'] }).notNull(),
    outcome: text('outcome', { enum: ['QUALIFIED', 'TRIAL_QUALIFIED', 'DENIED'] }).notNull(),
    tier: text('tier', { enum: ['ICwB', 'INSTACASH_TRIAL_TIER'] }),
    limitCents: bigint('limit_cents', { mode: 'bigint' }).notNull(),
    /** The breakdown lines, raises, denial reasons and findings, as the contract shapes them. */
    breakdown: jsonb('breakdown').notNull(),
    denialReasons: jsonb('denial_reasons').notNull(),
    findings: jsonb('findings').notNull(),
    /** Set when a developer test switch forced the outcome (never in production). */
    forcedOutcome: text('forced_outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('cash_advance_underwritings_user_idx').on(table.memberId, table.createdAt)],
);

/**
 * The member's cash-advance account (the spec's "ml-lite" account): PENDING once made, ACTIVE while
 * advances are turned on, CANCELLED when the member turned them off. Its row is the lock every
 * advance of the member takes, so two requests can never both spend the same limit.
 */
export const cashAdvanceAccounts = pgTable('cash_advance_accounts', {
  memberId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  id: uuid('id').notNull().unique().defaultRandom(),
  status: text('status', { enum: ['PENDING', 'ACTIVE', 'CANCELLED'] }).notNull(),
  /** The member's advance account in the ledger: minus what they owe. */
  ledgerAccountId: uuid('ledger_account_id')
    .notNull()
    .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
  /** The underwriting advances are taken on now. */
  underwritingId: uuid('underwriting_id').references(() => cashAdvanceUnderwritings.id, { onDelete: 'set null' }),
  /** What scheduled repayments collect from: `CHECKING`, `LINKED_BANK:<account id>` or `CARD:<card id>`. */
  repaymentMethod: text('repayment_method'),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** The application advances are taken under; one OPEN per member, replaced only on a forced refresh. */
export const cashAdvanceApplications = pgTable(
  'cash_advance_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    underwritingId: uuid('underwriting_id').references(() => cashAdvanceUnderwritings.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['OPEN', 'REPLACED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('cash_advance_applications_user_idx').on(table.memberId, table.status)],
);

/**
 * Documents a member signs: the onboarding agreements of an underwriting (made once per underwriting
 * and reused), and the terms of each advance (quoted by the server, signed, used by one advance).
 */
export const cashAdvanceDocuments = pgTable(
  'cash_advance_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    docType: text('doc_type', {
      enum: [
        'CASH_ADVANCE_AGREEMENT',
        'REPAYMENT_AUTHORIZATION',
        'ESIGN_CONSENT',
        'REPAYMENT_REMINDERS_CONSENT',
        'ADVANCE_TERMS',
      ],
    }).notNull(),
    mandatory: boolean('mandatory').notNull(),
    underwritingId: uuid('underwriting_id').references(() => cashAdvanceUnderwritings.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => cashAdvanceApplications.id, { onDelete: 'cascade' }),
    leadGenTransactionId: text('lead_gen_transaction_id'),
    /** What the document states: the limit and bank for agreements, every figure for advance terms. */
    terms: jsonb('terms').notNull(),
    /** A forced refresh retires a set of agreements; retired documents are kept as they were signed. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('cash_advance_documents_user_idx').on(table.memberId, table.docType),
    index('cash_advance_documents_underwriting_idx').on(table.underwritingId),
  ],
);

/** Debit cards a member added; the number is encrypted and only its last four are shown. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand', { enum: ['VISA', 'MASTERCARD', 'DISCOVER', 'AMEX'] }).notNull(),
    numberEncrypted: text('number_encrypted').notNull(),
    /** Keyed hash of the number, so the same card is not added twice. */
    numberFingerprint: text('number_fingerprint').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    nameOnCard: text('name_on_card').notNull(),
    postalCode: text('postal_code').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('payment_cards_user_idx').on(table.memberId)],
);

/** An advance taken. `outstandingCents` falls as repayments are made (in flight ones included). */
export const cashAdvances = pgTable(
  'cash_advances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => cashAdvanceApplications.id, { onDelete: 'restrict' }),
    /** The signed terms it was taken on: one advance per document. */
    documentId: uuid('document_id')
      .notNull()
      .unique()
      .references(() => cashAdvanceDocuments.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'bigint' }).notNull(),
    tipCents: bigint('tip_cents', { mode: 'bigint' }).notNull(),
    outstandingCents: bigint('outstanding_cents', { mode: 'bigint' }).notNull(),
    method: text('method', { enum: ['INSTANT_CHECKING', 'INSTANT_CARD', 'STANDARD_BANK'] }).notNull(),
    destinationId: text('destination_id').notNull(),
    destinationLabel: text('destination_label').notNull(),
    status: text('status', { enum: ['IN_TRANSIT', 'DELIVERED'] }).notNull(),
    /** APR in hundredths of a percent, as signed. */
    aprBasisPoints: integer('apr_basis_points').notNull(),
    repaymentDate: date('repayment_date', { mode: 'string' }).notNull(),
    arrivesOn: date('arrives_on', { mode: 'string' }).notNull(),
    /** As signed: "within minutes", "within 1-2 business days"... */
    deliveryWording: text('delivery_wording').notNull(),
    /** When a standard delivery settles in the sandbox ACH network. */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    scheduleChanges: integer('schedule_changes').notNull().default(0),
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('cash_advances_user_idx').on(table.memberId, table.createdAt),
    index('cash_advances_in_transit_idx').on(table.status, table.settlesAt),
    check('cash_advances_outstanding_check', sql`${table.outstandingCents} >= 0`),
  ],
);

/** Money repaid, now or on a schedule. A linked-bank repayment is PENDING until the ACH network settles it. */
export const cashAdvanceRepayments = pgTable(
  'cash_advance_repayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    advanceId: uuid('advance_id')
      .notNull()
      .references(() => cashAdvances.id, { onDelete: 'restrict' }),
    scheduledRepaymentId: uuid('scheduled_repayment_id'),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    sourceType: text('source_type', { enum: ['CHECKING', 'LINKED_BANK', 'CARD'] }).notNull(),
    sourceId: text('source_id').notNull(),
    sourceLabel: text('source_label').notNull(),
    kind: text('kind', { enum: ['NOW', 'SCHEDULED'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'POSTED'] }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('cash_advance_repayments_advance_idx').on(table.advanceId),
    index('cash_advance_repayments_user_idx').on(table.memberId, table.createdAt),
    index('cash_advance_repayments_pending_idx').on(table.status, table.settlesAt),
    check('cash_advance_repayments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/**
 * What an advance's repayment collects and when. One SCHEDULED row per part; when one runs it becomes
 * COLLECTED, PARTIAL (part taken, the rest rescheduled) or MISSED (nothing available, rescheduled);
 * a member's move or split REPLACES the rows it changes.
 */
export const scheduledRepayments = pgTable(
  'cash_advance_scheduled_repayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    advanceId: uuid('advance_id')
      .notNull()
      .references(() => cashAdvances.id, { onDelete: 'restrict' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['SCHEDULED', 'COLLECTED', 'PARTIAL', 'MISSED', 'REPLACED'] }).notNull(),
    collectedCents: bigint('collected_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Why the row exists: the advance's payday, a member's change, or the rest of a collection. */
    origin: text('origin', { enum: ['PAYDAY', 'MEMBER_CHANGE', 'REMAINDER'] }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('cash_advance_scheduled_due_idx').on(table.status, table.dueOn),
    index('cash_advance_scheduled_advance_idx').on(table.advanceId),
    check('cash_advance_scheduled_amount_check', sql`${table.amountCents} > 0`),
  ],
);
