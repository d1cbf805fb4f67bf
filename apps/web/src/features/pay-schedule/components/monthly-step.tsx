import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AddFlow } from '../lib/add-flows';
import type { MonthlyChoice } from '../lib/answers';
import { type Choice, ChoiceGroup } from './choice-group';
import { StepFrame } from './step-frame';
import { useStepAnswers } from './use-step-answers';

const monthlyChoices: readonly Choice<MonthlyChoice>[] = [
  { value: 'WEEKDAY', label: 'On a weekday', description: 'Such as the first Monday or the last Friday' },
  { value: 'DATE', label: 'On a date', description: 'Such as the 1st or the last day of the month' },
];

/** Monthly: whether the payday is a weekday of the month or a date, which picks the next step. */
export function MonthlyStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'monthly');
  const [chosen, setChosen] = useState<MonthlyChoice | null>(null);
  const [error, setError] = useState<string>();
  const monthly = chosen ?? answers.monthly;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!monthly) {
      setError('Choose how your monthly payday is set');
      return;
    }
    answerAndContinue({ monthly });
  }

  return (
    <StepFrame flow={flow} step="monthly" title="How is your monthly payday set?">
      <form onSubmit={submit} noValidate aria-label="Monthly payday">
        <Stack gap="lg">
          <ChoiceGroup
            legend="Monthly payday"
            name="monthly"
            value={monthly}
            onChange={(value) => {
              setChosen(value);
              setError(undefined);
            }}
            choices={monthlyChoices}
            error={error}
          />
          <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
