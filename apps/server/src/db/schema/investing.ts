// Investing accounts and the risk profile (decision 042). The cash of each account lives in the
// ledger; these rows hold what the ledger does not: the kind, the number, the profile and disclosures
// the account was opened with.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { ledgerAccounts, ledgerEntries } from './ledger.ts';

export const investmentAccounts = pgTable(
  'investment_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['MANAGED', 'SELF_DIRECTED'] }).notNull(),
    /** The ledger account holding the account's uninvested cash. */
    ledgerAccountId: uuid('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** AES-256-GCM ciphertext; the last four are kept beside it for display. */
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    /** Keyed hash of the number: lets the database hold numbers unique without reading them. */
    accountNumberFingerprint: text('account_number_fingerprint').notNull().unique(),
    accountNumberLast4: text('account_number_last4').notNull(),
    /** CLOSING: sales and the return of cash under way (decision 044); CLOSED once the cash is back in checking. */
    status: text('status', { enum: ['OPEN', 'CLOSING', 'CLOSED'] }).notNull(),
    /** The profile the account was opened with; a managed account always has one. */
    riskScore: integer('risk_score'),
    riskTolerance: text('risk_tolerance'),
    /** The model portfolio (named by its risk tolerance) a managed account invests in. */
    modelPortfolio: text('model_portfolio'),
    /** Each disclosure accepted before opening, with its version: `{ id: version }`. */
    disclosuresAccepted: jsonb('disclosures_accepted').$type<Record<string, string>>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closingRequestedAt: timestamp('closing_requested_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The cash the closing returned to checking. */
    closingReturnedCents: bigint('closing_returned_cents', { mode: 'bigint' }),
  },
  (table) => [
    // One managed and one self-directed account per member not yet closed, even when two requests race;
    // a member may open a new one of a kind once the last is closed (decision 044).
    uniqueIndex('investment_accounts_user_kind_open')
      .on(table.memberId, table.kind)
      .where(sql`${table.status} <> 'CLOSED'`),
    // A reopened account of a kind keeps the ledger's one cash account of that kind (empty once closed).
    uniqueIndex('investment_accounts_ledger_open').on(table.ledgerAccountId).where(sql`${table.status} <> 'CLOSED'`),
    check(
      'investment_accounts_managed_profile_check',
      sql`${table.kind} <> 'MANAGED' or (${table.riskScore} is not null and ${table.modelPortfolio} is not null)`,
    ),
    check(
      'investment_accounts_risk_score_check',
      sql`${table.riskScore} is null or ${table.riskScore} between 1 and 10`,
    ),
  ],
);

/** The member's latest answer to each risk question. */
export const investmentRiskAnswers = pgTable(
  'investment_risk_answers',
  {
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    optionId: text('option_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.questionId] })],
);

/**
 * Market orders of a self-directed account and their fills (decision 043). The order is the only
 * stored fact of a trade: its lots and gains are replayed from the filled orders (books.ts), and its
 * money is the ledger's (the hold of a waiting buy, the fill, a sale's settlement).
 */
export const investmentOrders = pgTable(
  'investment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => investmentAccounts.id, { onDelete: 'restrict' }),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: ['BUY', 'SELL'] }).notNull(),
    /** AMOUNT: a buy for a dollar amount; QUANTITY: shares; ALL: every share held (a sale). */
    sizing: text('sizing', { enum: ['AMOUNT', 'QUANTITY', 'ALL'] }).notNull(),
    requestedCents: bigint('requested_cents', { mode: 'bigint' }),
    /** Millionths of a share; for ALL, what was held (and not promised to another sale) when placed. */
    requestedMicros: bigint('requested_micros', { mode: 'bigint' }),
    /** CANCELLED: a waiting order withdrawn before the open, its hold released (closing an account). */
    status: text('status', { enum: ['WAITING', 'FILLED', 'REJECTED', 'CANCELLED'] }).notNull(),
    /** The price quoted when placed: the last trade, or the last close while the market is shut. */
    estimatedPriceCents: bigint('estimated_price_cents', { mode: 'bigint' }).notNull(),
    /** Cash held for a waiting buy, as a pending ledger outflow voided when it fills. */
    holdCents: bigint('hold_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    holdEntryId: uuid('hold_entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** When the order fills: when placed while the market is open, else the next opening bell. */
    fillsAt: timestamp('fills_at', { withTimezone: true }).notNull(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    /** The New York trading date of the fill: the lot's acquired date, and T in T+1. */
    tradeDate: text('trade_date'),
    fillPriceCents: bigint('fill_price_cents', { mode: 'bigint' }),
    filledMicros: bigint('filled_micros', { mode: 'bigint' }),
    /** What a buy cost or a sale brought in. */
    amountCents: bigint('amount_cents', { mode: 'bigint' }),
    /** The trading day after the trade date: a sale's cash becomes withdrawable then. */
    settlesOn: text('settles_on'),
    fillEntryId: uuid('fill_entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** Why the managed account's job placed this order, in plain words; null for the member's own. */
    reason: text('reason'),
    /** The managed job's run that placed it: one order per fund and side per run, however often it runs. */
    runKey: text('run_key'),
  },
  (table) => [
    uniqueIndex('investment_orders_run_key')
      .on(table.accountId, table.runKey, table.symbol, table.side)
      .where(sql`${table.runKey} is not null`),
    index('investment_orders_account_idx').on(table.accountId, table.placedAt),
    index('investment_orders_due_idx').on(table.status, table.fillsAt),
    check(
      'investment_orders_sizing_check',
      sql`(${table.sizing} = 'AMOUNT' and ${table.side} = 'BUY' and ${table.requestedCents} > 0) or (${table.sizing} <> 'AMOUNT' and ${table.requestedMicros} > 0)`,
    ),
    check(
      'investment_orders_filled_check',
      sql`${table.status} <> 'FILLED' or (${table.filledMicros} > 0 and ${table.amountCents} >= 0 and ${table.fillEntryId} is not null)`,
    ),
  ],
);
