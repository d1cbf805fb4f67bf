import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kbaQuizzes } from '../../db/schema/identity-verification.ts';
import type { KbaQuestion } from './identity-bureau.ts';

// The member's identity status, tries and SSN are columns of users, identity's table: identity's
// service reads and writes them; named here too for this module's callers and the tests that set them.
export { lockIdentityOf, ssnHeldByAnother, updateIdentity } from '../../identity/service.ts';

export type StoredQuiz = Omit<typeof kbaQuizzes.$inferSelect, 'questions'> & { questions: KbaQuestion[] };

export async function insertQuiz(
  db: Db,
  quiz: { id: string; memberId: string; questions: KbaQuestion[]; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(kbaQuizzes).values(quiz);
}

/** The member's newest quiz still open at `now`. */
export async function findOpenQuiz(db: Db, memberId: string, now: Date): Promise<StoredQuiz | undefined> {
  const [row] = await db
    .select()
    .from(kbaQuizzes)
    .where(and(eq(kbaQuizzes.memberId, memberId), isNull(kbaQuizzes.answeredAt), gt(kbaQuizzes.expiresAt, now)))
    .orderBy(desc(kbaQuizzes.createdAt))
    .limit(1);
  return row as StoredQuiz | undefined;
}

/** Only the member's own quiz: another member's id finds nothing. */
export async function findQuizOf(db: Db, memberId: string, quizId: string): Promise<StoredQuiz | undefined> {
  const [row] = await db
    .select()
    .from(kbaQuizzes)
    .where(and(eq(kbaQuizzes.id, quizId), eq(kbaQuizzes.memberId, memberId)));
  return row as StoredQuiz | undefined;
}

export async function markQuizAnswered(db: Db, quizId: string, passed: boolean, now: Date): Promise<void> {
  await db.update(kbaQuizzes).set({ answeredAt: now, passed }).where(eq(kbaQuizzes.id, quizId));
}
