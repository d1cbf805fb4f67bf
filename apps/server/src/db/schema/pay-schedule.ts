// The pay-schedule module's table.
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** How often the member is paid, from the pay-schedule steps; later issues date repayments with it. */
export const paySchedules = pgTable('pay_schedules', {
  memberId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The schedule as packages/contract/src/pay-schedule.ts defines it. */
  schedule: jsonb('schedule').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
