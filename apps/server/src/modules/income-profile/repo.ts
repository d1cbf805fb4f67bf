// All SQL of the member's income profile: one row per member, each step's upsert writing only its
// own columns so the other step's answer is kept.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { incomeProfiles } from '../../db/schema/onboarding.ts';

export type IncomeProfileRow = typeof incomeProfiles.$inferSelect;

export async function findIncomeProfile(db: Db, userId: string): Promise<IncomeProfileRow | undefined> {
  const [row] = await db.select().from(incomeProfiles).where(eq(incomeProfiles.userId, userId));
  return row;
}

function returned(rows: IncomeProfileRow[]): IncomeProfileRow {
  const [row] = rows;
  if (!row) throw new Error('upserting an income profile returned no row');
  return row;
}

export async function upsertEmployment(
  db: Db,
  row: { userId: string; employmentStatus: string; employerName: string | null; updatedAt: Date },
): Promise<IncomeProfileRow> {
  return returned(
    await db
      .insert(incomeProfiles)
      .values(row)
      .onConflictDoUpdate({
        target: incomeProfiles.userId,
        set: { employmentStatus: row.employmentStatus, employerName: row.employerName, updatedAt: row.updatedAt },
      })
      .returning(),
  );
}

export async function upsertAnnualIncome(
  db: Db,
  row: { userId: string; annualIncomeCents: bigint; updatedAt: Date },
): Promise<IncomeProfileRow> {
  return returned(
    await db
      .insert(incomeProfiles)
      .values(row)
      .onConflictDoUpdate({
        target: incomeProfiles.userId,
        set: { annualIncomeCents: row.annualIncomeCents, updatedAt: row.updatedAt },
      })
      .returning(),
  );
}
