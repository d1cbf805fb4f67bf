// All SQL of link sessions and their events. The sandbox provider's sign-in reaches these rows only
// through provider-sessions-service.ts. Callers hold any transaction; these functions never open one.
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankLinkEvents, bankLinkSessions } from '../../db/schema/banking.ts';

export type LinkSessionRow = typeof bankLinkSessions.$inferSelect;
export type LinkSessionStatus = LinkSessionRow['status'];

/** The statuses in which the member is still signing in at the provider. */
export const signingInStatuses = ['OPEN', 'MFA_REQUIRED'] as const satisfies LinkSessionStatus[];

/** Sessions opened after `since` (one opened exactly then has aged out). */
export async function countSessionsSince(db: Db, memberId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bankLinkSessions)
    .where(and(eq(bankLinkSessions.memberId, memberId), gt(bankLinkSessions.createdAt, since)));
  return row?.total ?? 0;
}

export async function insertSession(
  db: Db,
  session: Pick<LinkSessionRow, 'memberId' | 'source' | 'institutionId' | 'createdAt' | 'expiresAt'>,
): Promise<LinkSessionRow> {
  const [row] = await db
    .insert(bankLinkSessions)
    .values({ ...session, status: 'OPEN' })
    .returning();
  if (!row) throw new Error('link session was not written');
  return row;
}

/** The member's own session; another member's reads as missing. */
export async function findSessionOf(
  db: Db,
  memberId: string,
  sessionId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LinkSessionRow | undefined> {
  const query = db
    .select()
    .from(bankLinkSessions)
    .where(and(eq(bankLinkSessions.id, sessionId), eq(bankLinkSessions.memberId, memberId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Counts a failed sign-in and closes the session at the limit, in one statement so that two
 * attempts at once are both counted. Answers the row after the change, or undefined when the
 * session was no longer signing in.
 */
export async function recordFailedAttempt(
  db: Db,
  sessionId: string,
  maxAttempts: number,
): Promise<LinkSessionRow | undefined> {
  const [row] = await db
    .update(bankLinkSessions)
    .set({
      failedAttempts: sql`${bankLinkSessions.failedAttempts} + 1`,
      status: sql`case when ${bankLinkSessions.failedAttempts} + 1 >= ${maxAttempts} then 'FAILED' else ${bankLinkSessions.status} end`,
    })
    .where(and(eq(bankLinkSessions.id, sessionId), inArray(bankLinkSessions.status, signingInStatuses)))
    .returning();
  return row;
}

/**
 * Moves a session that is still signing in to `status`. Answers false when it had already moved on
 * (a concurrent attempt finished first).
 */
export async function advanceSigningInSession(
  db: Db,
  sessionId: string,
  change: Partial<Pick<LinkSessionRow, 'providerUsername' | 'publicTokenHash'>> & {
    status: Exclude<LinkSessionStatus, 'OPEN' | 'LINKED'>;
  },
): Promise<boolean> {
  const rows = await db
    .update(bankLinkSessions)
    .set(change)
    .where(and(eq(bankLinkSessions.id, sessionId), inArray(bankLinkSessions.status, signingInStatuses)))
    .returning({ id: bankLinkSessions.id });
  return rows.length > 0;
}

export async function markSessionLinked(db: Db, sessionId: string, bankId: string): Promise<void> {
  await db.update(bankLinkSessions).set({ status: 'LINKED', bankId }).where(eq(bankLinkSessions.id, sessionId));
}

export async function insertLinkEvent(
  db: Db,
  event: {
    linkSessionId: string;
    eventName: string;
    errorCode: string | null;
    errorMessage: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(bankLinkEvents).values(event);
}

export async function findEventsOf(db: Db, linkSessionId: string) {
  return db
    .select({
      eventName: bankLinkEvents.eventName,
      errorCode: bankLinkEvents.errorCode,
      errorMessage: bankLinkEvents.errorMessage,
    })
    .from(bankLinkEvents)
    .where(eq(bankLinkEvents.linkSessionId, linkSessionId))
    .orderBy(bankLinkEvents.createdAt);
}
