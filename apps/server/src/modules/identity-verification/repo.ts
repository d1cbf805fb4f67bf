import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { kbaQuizzes } from '../../db/schema/onboarding.ts';
import type { Tx } from '../../db/transaction.ts';
import type { KbaQuestion } from '../../sandbox/identity-bureau/identity-bureau.ts';

/** Locks the member's row for the call's transaction, so two checks at once cannot both spend a try. */
export async function lockIdentityOf(db: Tx, userId: string) {
  const [row] = await db
    .select({
      identityStatus: users.identityStatus,
      ssnAttempts: users.ssnAttempts,
      kbaAttempts: users.kbaAttempts,
      ssnFingerprint: users.ssnFingerprint,
      dateOfBirth: users.dateOfBirth,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Whether another member holds this SSN fingerprint. Two members sending the same SSN at once are
 * serialised on it first (a transaction-scoped advisory lock), so only one of them can keep it.
 */
export async function ssnHeldByAnother(db: Db, userId: string, ssnFingerprint: string): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ssnFingerprint}, 0))`);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.ssnFingerprint, ssnFingerprint), ne(users.id, userId)));
  return row !== undefined;
}

export async function updateIdentity(
  db: Db,
  userId: string,
  changes: Partial<
    Pick<
      typeof users.$inferSelect,
      'identityStatus' | 'ssnAttempts' | 'kbaAttempts' | 'ssnEncrypted' | 'ssnFingerprint' | 'ssnVerifiedAt'
    >
  >,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export type StoredQuiz = Omit<typeof kbaQuizzes.$inferSelect, 'questions'> & { questions: KbaQuestion[] };

export async function insertQuiz(
  db: Db,
  quiz: { id: string; userId: string; questions: KbaQuestion[]; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(kbaQuizzes).values(quiz);
}

/** The member's newest quiz still open at `now`. */
export async function findOpenQuiz(db: Db, userId: string, now: Date): Promise<StoredQuiz | undefined> {
  const [row] = await db
    .select()
    .from(kbaQuizzes)
    .where(and(eq(kbaQuizzes.userId, userId), isNull(kbaQuizzes.answeredAt), gt(kbaQuizzes.expiresAt, now)))
    .orderBy(desc(kbaQuizzes.createdAt))
    .limit(1);
  return row as StoredQuiz | undefined;
}

/** Only the member's own quiz: another member's id finds nothing. */
export async function findQuizOf(db: Db, userId: string, quizId: string): Promise<StoredQuiz | undefined> {
  const [row] = await db
    .select()
    .from(kbaQuizzes)
    .where(and(eq(kbaQuizzes.id, quizId), eq(kbaQuizzes.userId, userId)));
  return row as StoredQuiz | undefined;
}

export async function markQuizAnswered(db: Db, quizId: string, passed: boolean, now: Date): Promise<void> {
  await db.update(kbaQuizzes).set({ answeredAt: now, passed }).where(eq(kbaQuizzes.id, quizId));
}
