import { describe, expect, it } from 'vitest';
import {
  type RiskAnswers,
  riskQuestionIds,
  riskQuestions,
  riskToleranceOf,
  riskTolerances,
  scoreLimits,
  scoreRisk,
  unansweredQuestions,
} from './investing-risk.ts';

const mostCautious: RiskAnswers = {
  'time-horizon': 'UNDER_3_YEARS',
  goal: 'PRESERVE',
  'market-drop': 'SELL_ALL',
  'income-stability': 'UNSTEADY',
};
const boldest: RiskAnswers = {
  'time-horizon': 'OVER_10_YEARS',
  goal: 'GROWTH',
  'market-drop': 'BUY_MORE',
  'income-stability': 'VERY_STEADY',
};

/** Every combination of the four questions' options (4^4 = 256). */
function everyProfile(): RiskAnswers[] {
  let profiles: Record<string, string>[] = [{}];
  for (const question of riskQuestions) {
    profiles = profiles.flatMap((profile) =>
      question.options.map((option) => ({ ...profile, [question.id]: option.id })),
    );
  }
  return profiles as RiskAnswers[];
}

describe('the risk questions', () => {
  it('are four, asked by the steps question-1 to question-4, with four options each', () => {
    expect(riskQuestions.map((question) => question.step)).toEqual([
      'question-1',
      'question-2',
      'question-3',
      'question-4',
    ]);
    expect(new Set(riskQuestionIds).size).toBe(4);
    for (const question of riskQuestions) {
      expect(question.options.map((option) => option.points)).toEqual([1, 2, 3, 4]);
      expect(new Set(question.options.map((option) => option.id)).size).toBe(4);
    }
  });

  it('promise no returns', () => {
    const words = riskQuestions.flatMap((question) => [question.prompt, ...question.options.map((o) => o.label)]);
    for (const text of words) expect(text).not.toMatch(/return|%\s*(a|per)\s*year|guarantee/i);
  });
});

describe('scoreRisk', () => {
  it('scores nothing until every question is answered, naming those left in order', () => {
    expect(scoreRisk({})).toBeNull();
    const three: RiskAnswers = { goal: 'GROWTH', 'market-drop': 'HOLD', 'income-stability': 'STEADY' };
    expect(scoreRisk(three)).toBeNull();
    expect(unansweredQuestions(three)).toEqual(['time-horizon']);
    expect(unansweredQuestions({})).toEqual(riskQuestionIds);
  });

  it('spans 1 to 10, the most cautious answers scoring 1 and the boldest 10', () => {
    expect(scoreRisk(mostCautious)).toEqual({ score: 1, riskTolerance: 'CONSERVATIVE' });
    expect(scoreRisk(boldest)).toEqual({ score: 10, riskTolerance: 'AGGRESSIVE' });
  });

  it('scores middle answers in the middle', () => {
    expect(
      scoreRisk({
        'time-horizon': 'YEARS_6_TO_10',
        goal: 'BALANCE',
        'market-drop': 'SELL_SOME',
        'income-stability': 'SOMEWHAT_STEADY',
      }),
    ).toEqual({ score: 6, riskTolerance: 'MODERATE' }); // 10 points: 1 + round(6 * 9 / 12) = 1 + 5
  });

  it('keeps money needed within 3 years conservative, whatever else is answered', () => {
    expect(scoreRisk({ ...boldest, 'time-horizon': 'UNDER_3_YEARS' })).toEqual({
      score: scoreLimits.shortHorizon,
      riskTolerance: 'CONSERVATIVE',
    });
  });

  it('keeps money needed in 3 to 5 years at moderate at most', () => {
    expect(scoreRisk({ ...boldest, 'time-horizon': 'YEARS_3_TO_5' })).toEqual({
      score: scoreLimits.mediumHorizon,
      riskTolerance: 'MODERATE',
    });
  });

  it('keeps a member who would sell everything after a 20% fall moderately conservative at most', () => {
    expect(scoreRisk({ ...boldest, 'market-drop': 'SELL_ALL' })).toEqual({
      score: scoreLimits.sellsInFall,
      riskTolerance: 'MODERATELY_CONSERVATIVE',
    });
  });

  it('never scores higher when one answer becomes more cautious', () => {
    for (const profile of everyProfile()) {
      const scored = scoreRisk(profile)?.score as number;
      expect(scored).toBeGreaterThanOrEqual(1);
      expect(scored).toBeLessThanOrEqual(10);
      for (const question of riskQuestions) {
        const index = question.options.findIndex((option) => option.id === profile[question.id]);
        if (index === 0) continue;
        const cautious = { ...profile, [question.id]: question.options[index - 1]?.id } as RiskAnswers;
        expect(scoreRisk(cautious)?.score).toBeLessThanOrEqual(scored);
      }
    }
  });

  it('reaches every level from some answers', () => {
    const reached = new Set(everyProfile().map((profile) => scoreRisk(profile)?.riskTolerance));
    expect([...reached].sort()).toEqual([...riskTolerances].sort());
  });
});

describe('riskToleranceOf', () => {
  it('gives two scores to each of the five levels', () => {
    expect(Array.from({ length: 10 }, (_, index) => riskToleranceOf(index + 1))).toEqual([
      'CONSERVATIVE',
      'CONSERVATIVE',
      'MODERATELY_CONSERVATIVE',
      'MODERATELY_CONSERVATIVE',
      'MODERATE',
      'MODERATE',
      'MODERATELY_AGGRESSIVE',
      'MODERATELY_AGGRESSIVE',
      'AGGRESSIVE',
      'AGGRESSIVE',
    ]);
  });

  it('refuses a score outside 1 to 10', () => {
    for (const score of [0, 11, 2.5, Number.NaN]) expect(() => riskToleranceOf(score)).toThrow();
  });
});
