// The investing risk profile (docs/decisions/042-investing-accounts-and-risk.md): four questions, a
// score from 1 to 10 and one of five risk tolerances. Pure and without zod, so the server scores with
// it and the web shows the same questions and levels without a copy drifting from the other.

/** The five levels, from the least to the most exposed to the stock market. */
export const riskTolerances = [
  'CONSERVATIVE',
  'MODERATELY_CONSERVATIVE',
  'MODERATE',
  'MODERATELY_AGGRESSIVE',
  'AGGRESSIVE',
] as const;
export type RiskTolerance = (typeof riskTolerances)[number];

export const riskToleranceNames: Record<RiskTolerance, string> = {
  CONSERVATIVE: 'Conservative',
  MODERATELY_CONSERVATIVE: 'Moderately conservative',
  MODERATE: 'Moderate',
  MODERATELY_AGGRESSIVE: 'Moderately aggressive',
  AGGRESSIVE: 'Aggressive',
};

export interface RiskOption {
  id: string;
  label: string;
  /** 1 (least risk) to 4 (most); the member never sees it. */
  points: 1 | 2 | 3 | 4;
}

export interface RiskQuestion {
  id: string;
  /** The onboarding step that asks it (`/onboarding/investment/question-1` ...). */
  step: `question-${1 | 2 | 3 | 4}`;
  prompt: string;
  options: readonly RiskOption[];
}

/**
 * Two questions on the member's capacity for risk (when the money is needed, how steady the income
 * is) and two on their willingness (the goal, what they would do in a fall). Every option is worded
 * as a plain fact about the member, never as a return they could expect.
 */
export const riskQuestions = [
  {
    id: 'time-horizon',
    step: 'question-1',
    prompt: 'When do you expect to need most of the money you invest?',
    options: [
      { id: 'UNDER_3_YEARS', label: 'In less than 3 years', points: 1 },
      { id: 'YEARS_3_TO_5', label: 'In 3 to 5 years', points: 2 },
      { id: 'YEARS_6_TO_10', label: 'In 6 to 10 years', points: 3 },
      { id: 'OVER_10_YEARS', label: 'In more than 10 years', points: 4 },
    ],
  },
  {
    id: 'goal',
    step: 'question-2',
    prompt: 'What matters most to you for this money?',
    options: [
      { id: 'PRESERVE', label: 'Keeping what I have, even if it grows little', points: 1 },
      { id: 'INCOME', label: 'Steady income with some growth', points: 2 },
      { id: 'BALANCE', label: 'A balance of growth and stability', points: 3 },
      { id: 'GROWTH', label: 'Long-term growth, accepting large swings in value', points: 4 },
    ],
  },
  {
    id: 'market-drop',
    step: 'question-3',
    prompt: 'Suppose your investments lost 20% of their value in a month. What would you most likely do?',
    options: [
      { id: 'SELL_ALL', label: 'Sell everything', points: 1 },
      { id: 'SELL_SOME', label: 'Sell some', points: 2 },
      { id: 'HOLD', label: 'Wait and do nothing', points: 3 },
      { id: 'BUY_MORE', label: 'Invest more', points: 4 },
    ],
  },
  {
    id: 'income-stability',
    step: 'question-4',
    prompt: 'How steady is your income, and could you pay for an emergency without selling investments?',
    options: [
      { id: 'UNSTEADY', label: 'My income varies and I have little saved for emergencies', points: 1 },
      { id: 'SOMEWHAT_STEADY', label: 'My income varies but I have some savings', points: 2 },
      { id: 'STEADY', label: 'My income is steady and I have some savings', points: 3 },
      { id: 'VERY_STEADY', label: 'My income is steady and I have 6 months of expenses saved', points: 4 },
    ],
  },
] as const satisfies readonly RiskQuestion[];

export type RiskQuestionId = (typeof riskQuestions)[number]['id'];
export const riskQuestionIds = riskQuestions.map((question) => question.id) as [RiskQuestionId, ...RiskQuestionId[]];

/** The option ids each question accepts. */
export type RiskOptionId<Id extends RiskQuestionId> = Extract<
  (typeof riskQuestions)[number],
  { id: Id }
>['options'][number]['id'];

/** Answers keyed by question identifier (spec section 3); a question not yet answered is absent. */
export type RiskAnswers = { [Id in RiskQuestionId]?: RiskOptionId<Id> };

export interface RiskScore {
  /** 1 (most cautious) to 10. */
  score: number;
  riskTolerance: RiskTolerance;
}

/** The questions still to answer, in the order they are asked. */
export function unansweredQuestions(answers: RiskAnswers): RiskQuestionId[] {
  return riskQuestionIds.filter((id) => answers[id] === undefined);
}

function pointsFor(id: RiskQuestionId, answers: RiskAnswers): number {
  const question = riskQuestions.find((candidate) => candidate.id === id);
  const option = question?.options.find((candidate) => candidate.id === answers[id]);
  if (!option) throw new Error(`no answer for ${id}`);
  return option.points;
}

/**
 * A careful adviser lets capacity limit willingness: money needed within 3 years cannot ride out a
 * stock market fall, whatever the member would like, and someone who would sell everything after a
 * 20% fall should not be put where such falls are common. Each limit is the highest score allowed.
 */
export const scoreLimits = {
  /** Needed in less than 3 years: conservative at most. */
  shortHorizon: 2,
  /** Needed in 3 to 5 years: moderate at most. */
  mediumHorizon: 6,
  /** Would sell everything after a 20% fall: moderately conservative at most. */
  sellsInFall: 4,
} as const;

/**
 * The score, or null until all four questions are answered: a partial profile would pick a portfolio
 * on half the facts. The four answers (4 to 16 points) spread evenly over 1 to 10, then the limits apply.
 */
export function scoreRisk(answers: RiskAnswers): RiskScore | null {
  if (unansweredQuestions(answers).length > 0) return null;
  const points = riskQuestionIds.reduce((sum, id) => sum + pointsFor(id, answers), 0);
  let score = 1 + Math.round(((points - 4) * 9) / 12);
  if (answers['time-horizon'] === 'UNDER_3_YEARS') score = Math.min(score, scoreLimits.shortHorizon);
  if (answers['time-horizon'] === 'YEARS_3_TO_5') score = Math.min(score, scoreLimits.mediumHorizon);
  if (answers['market-drop'] === 'SELL_ALL') score = Math.min(score, scoreLimits.sellsInFall);
  return { score, riskTolerance: riskToleranceOf(score) };
}

/** Two scores per level: 1-2 conservative ... 9-10 aggressive. */
export function riskToleranceOf(score: number): RiskTolerance {
  if (!Number.isInteger(score) || score < 1 || score > 10) throw new Error(`risk score out of range: ${score}`);
  return riskTolerances[Math.ceil(score / 2) - 1] as RiskTolerance;
}

/** Whether `optionId` is one of the question's options. */
export function isRiskOption(questionId: RiskQuestionId, optionId: string): boolean {
  const question = riskQuestions.find((candidate) => candidate.id === questionId);
  return question?.options.some((option) => option.id === optionId) ?? false;
}
