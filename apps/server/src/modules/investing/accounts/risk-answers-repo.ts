// All SQL of the members' answers to the risk questions.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { investmentRiskAnswers } from '../../../db/schema/investing.ts';

export interface StoredRiskAnswer {
  questionId: string;
  optionId: string;
}

export async function findRiskAnswersOf(db: Db, memberId: string): Promise<StoredRiskAnswer[]> {
  return db
    .select({ questionId: investmentRiskAnswers.questionId, optionId: investmentRiskAnswers.optionId })
    .from(investmentRiskAnswers)
    .where(eq(investmentRiskAnswers.memberId, memberId));
}

/** Saves each answer, replacing the member's earlier answer to the same question. */
export async function upsertRiskAnswers(
  db: Db,
  memberId: string,
  answers: readonly StoredRiskAnswer[],
  answeredAt: Date,
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(investmentRiskAnswers)
    .values(answers.map((answer) => ({ memberId, ...answer, answeredAt })))
    .onConflictDoUpdate({
      target: [investmentRiskAnswers.memberId, investmentRiskAnswers.questionId],
      set: { optionId: sql`excluded.option_id`, answeredAt: sql`excluded.answered_at` },
    });
}
