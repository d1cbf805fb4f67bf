import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityTrustInterviews } from '../../db/schema/identity-trust.ts';

export type InterviewRow = typeof identityTrustInterviews.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Starts an interview unless the member already has one for this request id, and answers the stored
 * one either way: a request sent twice (or twice at once) makes one interview.
 */
export async function insertInterviewIfAbsent(
  db: Db,
  interview: { memberId: string; source: string; requestId: string; flowType: string },
): Promise<InterviewRow> {
  await db
    .insert(identityTrustInterviews)
    .values({ ...interview, status: 'PENDING' })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(identityTrustInterviews)
    .where(
      and(
        eq(identityTrustInterviews.memberId, interview.memberId),
        eq(identityTrustInterviews.requestId, interview.requestId),
      ),
    );
  if (!row) throw new Error('identity-trust interview missing right after insert');
  return row;
}

export async function findInterview(db: Db, interviewId: string): Promise<InterviewRow | undefined> {
  // A malformed id names no interview; checking here keeps PostgreSQL from raising on the cast.
  if (!uuidPattern.test(interviewId)) return undefined;
  const [row] = await db.select().from(identityTrustInterviews).where(eq(identityTrustInterviews.id, interviewId));
  return row;
}

export async function findInterviewOf(
  db: Db,
  memberId: string,
  interviewId: string,
): Promise<InterviewRow | undefined> {
  if (!uuidPattern.test(interviewId)) return undefined;
  const [row] = await db
    .select()
    .from(identityTrustInterviews)
    .where(and(eq(identityTrustInterviews.id, interviewId), eq(identityTrustInterviews.memberId, memberId)));
  return row;
}

/** Records the outcome only while the interview is PENDING: a check has one outcome, however often it is sent. */
export async function completePendingInterview(
  db: Db,
  interviewId: string,
  outcome: 'SUCCESS' | 'FAILED',
  completedAt: Date,
): Promise<InterviewRow | undefined> {
  const [row] = await db
    .update(identityTrustInterviews)
    .set({ status: outcome, completedAt })
    .where(and(eq(identityTrustInterviews.id, interviewId), eq(identityTrustInterviews.status, 'PENDING')))
    .returning();
  return row;
}

/** Whether the member passed a document-and-selfie check, for any product. */
export async function hasPassedInterview(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identityTrustInterviews.id })
    .from(identityTrustInterviews)
    .where(and(eq(identityTrustInterviews.memberId, memberId), eq(identityTrustInterviews.status, 'SUCCESS')))
    .limit(1);
  return row !== undefined;
}
