import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** A product's onboarding a member started; the unfinished one newest by `touchedAt` is where they resume. */
export const onboardingFlows = pgTable(
  'onboarding_flows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flow: text('flow').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(sql`now()`),
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.flow] })],
);

/** Product steps a member completed; identity steps are derived from the member's own facts instead. */
export const onboardingStepsDone = pgTable(
  'onboarding_steps_done',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flow: text('flow').notNull(),
    step: text('step').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.flow, table.step] })],
);

/** Questions the sandbox bureau asked, with their right answers; a quiz is answered once. */
export const kbaQuizzes = pgTable(
  'kba_quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questions: jsonb('questions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    passed: boolean('passed'),
  },
  (table) => [index('kba_quizzes_user_id_idx').on(table.userId)],
);

/** A document-and-selfie check (identity trust) a member was sent to. */
export const identityTrustInterviews = pgTable(
  'identity_trust_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    requestId: text('request_id').notNull(),
    flowType: text('flow_type').notNull(),
    /** PENDING until the member finishes the check, then SUCCESS or FAILED. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [unique('identity_trust_interviews_request').on(table.userId, table.requestId)],
);

/** How often the member is paid, from the pay-schedule steps; later issues date repayments with it. */
export const paySchedules = pgTable('pay_schedules', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The schedule as packages/contract/src/pay-schedule.ts defines it. */
  schedule: jsonb('schedule').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * How a member earns: asked by the loans flow and reused by any product that needs it (offers,
 * underwriting), so a member answers once. Each half is null until its step is answered.
 */
export const incomeProfiles = pgTable('income_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** One of packages/contract/src/income-profile.ts employmentStatuses. */
  employmentStatus: text('employment_status'),
  employerName: text('employer_name'),
  annualIncomeCents: bigint('annual_income_cents', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Members who joined a creator campaign, and whether they qualified for its reward. */
export const campaignEntries = pgTable(
  'campaign_entries',
  {
    campaignId: text('campaign_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    qualified: boolean('qualified').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.userId] })],
);
