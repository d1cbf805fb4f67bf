import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AddFlow } from '../lib/add-flows';
import type { TwiceAMonthChoice } from '../lib/answers';
import { type Choice, ChoiceGroup } from './choice-group';
import { FormAlert } from './form-alert';
import { SavedSchedule } from './saved-schedule';
import { StepFrame } from './step-frame';
import { useScheduleSave } from './use-schedule-save';
import { useStepAnswers } from './use-step-answers';

const twiceAMonthChoices: readonly Choice<TwiceAMonthChoice>[] = [
  { value: 'FIFTEENTH_AND_LAST', label: 'The 15th and the last day of the month' },
  { value: 'OTHER', label: 'Other days' },
];

/** Twice a month: the usual 15th and last day, saved at once, or other days, asked next. */
export function FirstPaycheckStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'twice-a-month/first-paycheck');
  const { save, errors, setErrors, saved, saving } = useScheduleSave(['twiceAMonth']);
  const [chosen, setChosen] = useState<TwiceAMonthChoice | null>(null);
  const twiceAMonth = chosen ?? answers.twiceAMonth;

  if (saved) return <SavedSchedule saved={saved} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!twiceAMonth) {
      setErrors({ twiceAMonth: 'Choose the days you get paid' });
      return;
    }
    const complete = answerAndContinue({ twiceAMonth });
    if (complete) void save(complete);
  }

  return (
    <StepFrame
      flow={flow}
      step="twice-a-month/first-paycheck"
      title="Which days of the month do you get paid?"
      description="Most people paid twice a month get paid on the 15th and on the last day of the month."
    >
      <form onSubmit={submit} noValidate aria-label="Paydays">
        <Stack gap="lg">
          <ChoiceGroup
            legend="Paydays"
            name="twiceAMonth"
            value={twiceAMonth}
            onChange={(value) => {
              setChosen(value);
              setErrors({});
            }}
            choices={twiceAMonthChoices}
            error={errors.twiceAMonth}
          />
          <FormAlert message={errors.form} />
          <Button type="submit" size="md" loading={saving} style={{ alignSelf: 'flex-start' }}>
            {twiceAMonth === 'OTHER' ? 'Continue' : 'Save pay schedule'}
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
