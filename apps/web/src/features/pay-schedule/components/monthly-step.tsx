import type { AddFlow } from '../lib/add-flows';
import type { MonthlyChoice } from '../lib/answers';
import type { Choice } from './choice-group';
import { ChoiceStepForm } from './choice-step-form';
import { StepFrame } from './step-frame';
import { useStepAnswers } from './use-step-answers';

const monthlyChoices: readonly Choice<MonthlyChoice>[] = [
  { value: 'WEEKDAY', label: 'On a weekday', description: 'Such as the first Monday or the last Friday' },
  { value: 'DATE', label: 'On a date', description: 'Such as the 1st or the last day of the month' },
];

/** Monthly: whether the payday is a weekday of the month or a date, which picks the next step. */
export function MonthlyStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'monthly');
  return (
    <StepFrame flow={flow} step="monthly" title="How is your monthly payday set?">
      <ChoiceStepForm
        formLabel="Monthly payday"
        legend="Monthly payday"
        name="monthly"
        choices={monthlyChoices}
        answered={answers.monthly}
        missingMessage="Choose how your monthly payday is set"
        onContinue={(monthly) => answerAndContinue({ monthly })}
      />
    </StepFrame>
  );
}
