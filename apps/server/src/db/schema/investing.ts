// Investing accounts and the risk profile (decision 042). The cash of each account lives in the
// ledger; these rows hold what the ledger does not: the kind, the number, the profile and disclosures
// the account was opened with.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';

export const investmentAccounts = pgTable(
  'investment_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['MANAGED', 'SELF_DIRECTED'] }).notNull(),
    /** The ledger account holding the account's uninvested cash. */
    ledgerAccountId: uuid('ledger_account_id')
      .notNull()
      .unique()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** AES-256-GCM ciphertext; the last four are kept beside it for display. */
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    /** Keyed hash of the number: lets the database hold numbers unique without reading them. */
    accountNumberFingerprint: text('account_number_fingerprint').notNull().unique(),
    accountNumberLast4: text('account_number_last4').notNull(),
    status: text('status', { enum: ['OPEN', 'CLOSED'] }).notNull(),
    /** The profile the account was opened with; a managed account always has one. */
    riskScore: integer('risk_score'),
    riskTolerance: text('risk_tolerance'),
    /** The model portfolio (named by its risk tolerance) a managed account invests in. */
    modelPortfolio: text('model_portfolio'),
    /** Each disclosure accepted before opening, with its version: `{ id: version }`. */
    disclosuresAccepted: jsonb('disclosures_accepted').$type<Record<string, string>>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One managed and one self-directed account per member, even when two requests race.
    unique('investment_accounts_user_kind_key').on(table.userId, table.kind),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    optionId: text('option_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);
