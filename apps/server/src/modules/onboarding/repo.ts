import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onboardingFlows, onboardingStepsDone } from '../../db/schema/onboarding.ts';

/**
 * Marks the flow as the one the member worked on last; `start` also starts it when the member has not
 * started it yet (without it, a flow never started stays so).
 */
export async function touchFlow(
  db: Db,
  memberId: string,
  flow: string,
  now: Date,
  { start }: { start: boolean },
): Promise<void> {
  if (!start) {
    await db
      .update(onboardingFlows)
      .set({ touchedAt: now })
      .where(and(eq(onboardingFlows.memberId, memberId), eq(onboardingFlows.flow, flow)));
    return;
  }
  await db
    .insert(onboardingFlows)
    .values({ memberId, flow, startedAt: now, touchedAt: now })
    .onConflictDoUpdate({ target: [onboardingFlows.memberId, onboardingFlows.flow], set: { touchedAt: now } });
}

/** Keeps the first finish time; null reopens a flow that has steps again (a product added one). */
export async function setFlowFinished(db: Db, memberId: string, flow: string, finishedAt: Date | null): Promise<void> {
  await db
    .update(onboardingFlows)
    .set({
      finishedAt: finishedAt
        ? sql`coalesce(${onboardingFlows.finishedAt}, ${finishedAt.toISOString()}::timestamptz)`
        : null,
    })
    .where(and(eq(onboardingFlows.memberId, memberId), eq(onboardingFlows.flow, flow)));
}

export async function latestUnfinishedFlow(db: Db, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ flow: onboardingFlows.flow })
    .from(onboardingFlows)
    .where(and(eq(onboardingFlows.memberId, memberId), isNull(onboardingFlows.finishedAt)))
    .orderBy(desc(onboardingFlows.touchedAt))
    .limit(1);
  return row?.flow;
}

export async function findStepsDone(db: Db, memberId: string, flow: string): Promise<Set<string>> {
  const rows = await db
    .select({ step: onboardingStepsDone.step })
    .from(onboardingStepsDone)
    .where(and(eq(onboardingStepsDone.memberId, memberId), eq(onboardingStepsDone.flow, flow)));
  return new Set(rows.map((row) => row.step));
}

export async function insertStepDone(db: Db, memberId: string, flow: string, step: string, now: Date): Promise<void> {
  await db.insert(onboardingStepsDone).values({ memberId, flow, step, completedAt: now }).onConflictDoNothing();
}
