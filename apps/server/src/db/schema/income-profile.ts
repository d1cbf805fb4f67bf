// The income-profile module's table.
import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * How a member earns: asked by the loans flow and reused by any product that needs it (offers,
 * underwriting), so a member answers once. Each half is null until its step is answered.
 */
export const incomeProfiles = pgTable('income_profiles', {
  memberId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** One of packages/contract/src/income-profile.ts employmentStatuses. */
  employmentStatus: text('employment_status'),
  employerName: text('employer_name'),
  annualIncomeCents: bigint('annual_income_cents', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
