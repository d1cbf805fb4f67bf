import type { PaydayWeekday, WeekOfMonth } from '@fernleaf/contract/pay-schedule';
import { Button, Stack } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../lib/form/use-contract-form';
import type { AddFlow } from '../lib/add-flows';
import { answered } from '../lib/answered';
import { ChoiceGroup } from './choice-group';
import { FormAlert } from './form-alert';
import { SavedSchedule } from './saved-schedule';
import { StepFrame } from './step-frame';
import { useScheduleSave } from './use-schedule-save';
import { useStepAnswers } from './use-step-answers';
import { weekdayChoices, weekOfMonthChoices } from './weekday-choices';

const schema = z.object({
  weekOfMonth: answered<WeekOfMonth>('Choose the week of the month you get paid'),
  weekday: answered<PaydayWeekday>('Choose the weekday you get paid'),
});
type Values = { weekOfMonth: WeekOfMonth | null; weekday: PaydayWeekday | null };

/** Monthly by weekday: which week and which day, e.g. the last Friday; saving ends the flow. */
export function DayOfWeekStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'monthly/day-of-week');
  const { save, saved, saving } = useScheduleSave();
  const form = useContractForm({
    schema,
    initialValues: { weekOfMonth: answers.weekOfMonth, weekday: answers.weekday } as Values,
  });
  const values = form.getValues();

  if (saved) return <SavedSchedule saved={saved} />;

  const submit = form.submit(async (answer) => {
    const complete = answerAndContinue(answer);
    if (complete) await save(complete, form);
  });

  return (
    <StepFrame flow={flow} step="monthly/day-of-week" title="Which day of the month do you get paid?">
      <form onSubmit={submit} noValidate aria-label="Monthly payday by weekday">
        <Stack gap="lg">
          <ChoiceGroup
            legend="Week of the month"
            name="weekOfMonth"
            value={values.weekOfMonth}
            onChange={(value) => form.setFieldValue('weekOfMonth', value)}
            choices={weekOfMonthChoices}
            error={form.errors.weekOfMonth}
          />
          <ChoiceGroup
            legend="Day of the week"
            name="weekday"
            value={values.weekday}
            onChange={(value) => form.setFieldValue('weekday', value)}
            choices={weekdayChoices}
            error={form.errors.weekday}
          />
          <FormAlert message={form.formError} />
          <Button type="submit" size="md" loading={saving} style={{ alignSelf: 'flex-start' }}>
            Save pay schedule
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
