// All SQL of the member's income profile: one row per member, each step's upsert writing only its
// own columns so the other step's answer is kept.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { incomeProfiles } from '../../db/schema/income-profile.ts';

export type IncomeProfileRow = typeof incomeProfiles.$inferSelect;

export async function findIncomeProfile(db: Db, memberId: string): Promise<IncomeProfileRow | undefined> {
  const [row] = await db.select().from(incomeProfiles).where(eq(incomeProfiles.memberId, memberId));
  return row;
}

/** The answers to write: only the step's own columns, so the other step's answer is kept. */
export type IncomeAnswers = { employmentStatus: string; employerName: string | null } | { annualIncomeCents: bigint };

export async function upsertIncomeAnswers(
  db: Db,
  memberId: string,
  answers: IncomeAnswers,
  updatedAt: Date,
): Promise<IncomeProfileRow> {
  const [row] = await db
    .insert(incomeProfiles)
    .values({ memberId, ...answers, updatedAt })
    .onConflictDoUpdate({ target: incomeProfiles.memberId, set: { ...answers, updatedAt } })
    .returning();
  if (!row) throw new Error('upserting an income profile returned no row');
  return row;
}
