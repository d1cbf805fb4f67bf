// The member's risk profile: the questions as the API shows them, saving answers and scoring them.
// The scoring itself is the contract's pure `scoreRisk`, so the web and the server cannot disagree.
import type { RiskQuestionView, RiskScoreView } from '@fernleaf/contract/investing';
import {
  isRiskOption,
  type RiskAnswers,
  riskQuestionIds,
  riskQuestions,
  scoreRisk,
  unansweredQuestions,
} from '@fernleaf/contract/investing-risk';
import type { Db } from '../../../db/client.ts';
import { findRiskAnswersOf, upsertRiskAnswers } from './risk-answers-repo.ts';

/** The questions without the points behind each option: the member answers what fits, not what scores. */
export function riskQuestionViews(): RiskQuestionView[] {
  return riskQuestions.map((question) => ({
    id: question.id,
    step: question.step,
    prompt: question.prompt,
    options: question.options.map((option) => ({ id: option.id, label: option.label })),
  }));
}

/**
 * The member's saved answers. An answer no longer among a question's options (a question reworded
 * since) reads as unanswered, so the member is asked again rather than scored on it.
 */
export async function riskAnswersOf(db: Db, memberId: string): Promise<RiskAnswers> {
  const answers: Record<string, string> = {};
  for (const stored of await findRiskAnswersOf(db, memberId)) {
    const questionId = riskQuestionIds.find((id) => id === stored.questionId);
    if (questionId && isRiskOption(questionId, stored.optionId)) answers[questionId] = stored.optionId;
  }
  return answers as RiskAnswers;
}

export function riskScoreView(answers: RiskAnswers): RiskScoreView {
  const scored = scoreRisk(answers);
  return {
    score: scored?.score ?? null,
    riskTolerance: scored?.riskTolerance ?? null,
    unansweredQuestionIds: unansweredQuestions(answers),
  };
}

export async function riskScoreOf(db: Db, memberId: string): Promise<RiskScoreView> {
  return riskScoreView(await riskAnswersOf(db, memberId));
}

/** Saves the answers given (the contract has checked each against its question) and answers the whole profile. */
export async function saveRiskAnswers(
  db: Db,
  memberId: string,
  given: RiskAnswers,
  now: Date,
): Promise<RiskScoreView & { answers: Record<string, string> }> {
  const answers = Object.entries(given).flatMap(([questionId, optionId]) =>
    optionId === undefined ? [] : [{ questionId, optionId }],
  );
  await upsertRiskAnswers(db, memberId, answers, now);
  const saved = await riskAnswersOf(db, memberId);
  return { answers: saved as Record<string, string>, ...riskScoreView(saved) };
}
