import type { PaydayWeekday, WeekOfMonth } from '@fernleaf/contract/pay-schedule';
import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import type { AddFlow } from '../lib/add-flows';
import { ChoiceGroup } from './choice-group';
import { FormAlert } from './form-alert';
import { SavedSchedule } from './saved-schedule';
import { StepFrame } from './step-frame';
import { useScheduleSave } from './use-schedule-save';
import { useStepAnswers } from './use-step-answers';
import { weekdayChoices, weekOfMonthChoices } from './weekday-choices';

type Values = { weekOfMonth: WeekOfMonth | null; weekday: PaydayWeekday | null };

/** Monthly by weekday: which week and which day, e.g. the last Friday; saving ends the flow. */
export function DayOfWeekStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'monthly/day-of-week');
  const { save, errors, setErrors, saved, saving } = useScheduleSave(['weekOfMonth', 'weekday']);
  const [values, setValues] = useState<Values>({ weekOfMonth: answers.weekOfMonth, weekday: answers.weekday });

  if (saved) return <SavedSchedule saved={saved} />;

  function change<Field extends keyof Values>(field: Field, value: Values[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's own messages, for each question left unanswered.
    const missing: FieldErrors = {};
    if (values.weekOfMonth === null) missing.weekOfMonth = 'Choose the week of the month you get paid';
    if (values.weekday === null) missing.weekday = 'Choose the weekday you get paid';
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const complete = answerAndContinue(values);
    if (complete) void save(complete);
  }

  return (
    <StepFrame flow={flow} step="monthly/day-of-week" title="Which day of the month do you get paid?">
      <form onSubmit={submit} noValidate aria-label="Monthly payday by weekday">
        <Stack gap="lg">
          <ChoiceGroup
            legend="Week of the month"
            name="weekOfMonth"
            value={values.weekOfMonth}
            onChange={(value) => change('weekOfMonth', value)}
            choices={weekOfMonthChoices}
            error={errors.weekOfMonth}
          />
          <ChoiceGroup
            legend="Day of the week"
            name="weekday"
            value={values.weekday}
            onChange={(value) => change('weekday', value)}
            choices={weekdayChoices}
            error={errors.weekday}
          />
          <FormAlert message={errors.form} />
          <Button type="submit" size="md" loading={saving} style={{ alignSelf: 'flex-start' }}>
            Save pay schedule
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
