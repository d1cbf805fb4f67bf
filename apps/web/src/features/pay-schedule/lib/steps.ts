// The order of the pay-schedule steps: which step follows which answer, which step saves, and where
// a member who opens a step without the answers before it belongs.
import type { PayScheduleAnswers } from './answers';

export const payScheduleSteps = [
  'pay-frequency',
  'weekly-and-biweekly',
  'weekly-and-biweekly/last-paid',
  'twice-a-month/first-paycheck',
  'twice-a-month/first-and-second-paycheck',
  'monthly',
  'monthly/day-of-week',
  'monthly/date-of-month',
] as const;
export type PayScheduleStep = (typeof payScheduleSteps)[number];

/** The steps the answers so far lead through, in order; the last is unanswered or the one that saves. */
export function stepsFor(answers: PayScheduleAnswers): PayScheduleStep[] {
  switch (answers.frequency) {
    case null:
      return ['pay-frequency'];
    case 'WEEKLY':
    case 'BIWEEKLY':
      return ['pay-frequency', 'weekly-and-biweekly', 'weekly-and-biweekly/last-paid'];
    case 'TWICE_A_MONTH':
      return answers.twiceAMonth === 'OTHER'
        ? ['pay-frequency', 'twice-a-month/first-paycheck', 'twice-a-month/first-and-second-paycheck']
        : ['pay-frequency', 'twice-a-month/first-paycheck'];
    case 'MONTHLY':
      if (answers.monthly === 'WEEKDAY') return ['pay-frequency', 'monthly', 'monthly/day-of-week'];
      if (answers.monthly === 'DATE') return ['pay-frequency', 'monthly', 'monthly/date-of-month'];
      return ['pay-frequency', 'monthly'];
  }
}

/** Whether the member has given what `step` asks. */
export function isAnswered(step: PayScheduleStep, answers: PayScheduleAnswers): boolean {
  switch (step) {
    case 'pay-frequency':
      return answers.frequency !== null;
    case 'weekly-and-biweekly':
      return answers.paydayWeekday !== null;
    case 'weekly-and-biweekly/last-paid':
      return answers.lastPaidOn !== null;
    case 'twice-a-month/first-paycheck':
      return answers.twiceAMonth !== null;
    case 'twice-a-month/first-and-second-paycheck':
      return answers.firstPaycheckDay !== null && answers.secondPaycheckDay !== null;
    case 'monthly':
      return answers.monthly !== null;
    case 'monthly/day-of-week':
      return answers.weekday !== null && answers.weekOfMonth !== null;
    case 'monthly/date-of-month':
      return answers.dayOfMonth !== null;
  }
}

/** The step after `step` for these answers, or null when `step` is the last: answering it saves. */
export function stepAfter(step: PayScheduleStep, answers: PayScheduleAnswers): PayScheduleStep | null {
  const steps = stepsFor(answers);
  const index = steps.indexOf(step);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

export function stepBefore(step: PayScheduleStep, answers: PayScheduleAnswers): PayScheduleStep | null {
  const steps = stepsFor(answers);
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/**
 * Where a member who opens `step` belongs: `step` itself when every step before it on their path is
 * answered, else the first unanswered one (a step off their path, e.g. a bookmarked monthly step
 * after answering weekly, leads there too).
 */
export function stepToShow(step: PayScheduleStep, answers: PayScheduleAnswers): PayScheduleStep {
  const steps = stepsFor(answers);
  const index = steps.indexOf(step);
  const before = index >= 0 ? steps.slice(0, index) : steps;
  const unanswered = before.find((candidate) => !isAnswered(candidate, answers));
  if (unanswered) return unanswered;
  return index >= 0 ? step : (steps.at(-1) ?? 'pay-frequency');
}
