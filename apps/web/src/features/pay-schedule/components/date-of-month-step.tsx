import type { PaycheckDay } from '@fernleaf/contract/pay-schedule';
import { Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AddFlow } from '../lib/add-flows';
import { FormAlert } from './form-alert';
import { PaycheckDaySelect } from './paycheck-day-select';
import { SavedSchedule } from './saved-schedule';
import { StepFrame } from './step-frame';
import { useScheduleSave } from './use-schedule-save';
import { useStepAnswers } from './use-step-answers';

/** Monthly on a date: which day of the month; saving the schedule ends the flow. */
export function DateOfMonthStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'monthly/date-of-month');
  const { save, errors, setErrors, saved, saving } = useScheduleSave(['dayOfMonth']);
  const [dayOfMonth, setDayOfMonth] = useState<PaycheckDay | null>(answers.dayOfMonth);

  if (saved) return <SavedSchedule saved={saved} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (dayOfMonth === null) {
      setErrors({ dayOfMonth: 'Choose the day of the month you get paid' });
      return;
    }
    const complete = answerAndContinue({ dayOfMonth });
    if (complete) void save(complete);
  }

  return (
    <StepFrame flow={flow} step="monthly/date-of-month" title="Which date do you get paid?">
      <form onSubmit={submit} noValidate aria-label="Monthly payday by date">
        <Stack gap="md">
          <PaycheckDaySelect
            label="Day of the month"
            name="dayOfMonth"
            value={dayOfMonth}
            onChange={(day) => {
              setDayOfMonth(day);
              setErrors({});
            }}
            error={errors.dayOfMonth}
          />
          <Text size="sm" c="dimmed">
            In a month without the day you chose (such as the 31st), you are paid on its last day.
          </Text>
          <FormAlert message={errors.form} />
          <Button type="submit" size="md" loading={saving} style={{ alignSelf: 'flex-start' }}>
            Save pay schedule
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
