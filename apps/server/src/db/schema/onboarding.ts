// The onboarding module's tables: the flows a member started and the product steps they finished.
import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** A product's onboarding a member started; the unfinished one newest by `touchedAt` is where they resume. */
export const onboardingFlows = pgTable(
  'onboarding_flows',
  {
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flow: text('flow').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(sql`now()`),
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.flow] })],
);

/** Product steps a member completed; identity steps are derived from the member's own facts instead. */
export const onboardingStepsDone = pgTable(
  'onboarding_steps_done',
  {
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flow: text('flow').notNull(),
    step: text('step').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.flow, table.step] })],
);
