import type { PaycheckDay } from '@fernleaf/contract/pay-schedule';
import { Button, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../lib/form/use-contract-form';
import type { AddFlow } from '../lib/add-flows';
import { answered } from '../lib/answered';
import { FormAlert } from './form-alert';
import { PaycheckDaySelect } from './paycheck-day-select';
import { SavedSchedule } from './saved-schedule';
import { StepFrame } from './step-frame';
import { useScheduleSave } from './use-schedule-save';
import { useStepAnswers } from './use-step-answers';

/** Monthly on a date: which day of the month; saving the schedule ends the flow. */
export function DateOfMonthStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'monthly/date-of-month');
  const { save, saved, saving } = useScheduleSave();
  const form = useContractForm({
    schema: z.object({ dayOfMonth: answered<PaycheckDay>('Choose the day of the month you get paid') }),
    initialValues: { dayOfMonth: answers.dayOfMonth },
  });

  if (saved) return <SavedSchedule saved={saved} />;

  const submit = form.submit(async (values) => {
    const complete = answerAndContinue(values);
    if (complete) await save(complete, form);
  });

  return (
    <StepFrame flow={flow} step="monthly/date-of-month" title="Which date do you get paid?">
      <form onSubmit={submit} noValidate aria-label="Monthly payday by date">
        <Stack gap="md">
          <PaycheckDaySelect
            label="Day of the month"
            name="dayOfMonth"
            value={form.getValues().dayOfMonth}
            onChange={(day) => {
              form.setFieldValue('dayOfMonth', day);
              form.clearErrors();
            }}
            error={form.errors.dayOfMonth}
          />
          <Text size="sm" c="dimmed">
            In a month without the day you chose (such as the 31st), you are paid on its last day.
          </Text>
          <FormAlert message={form.formError} />
          <Button type="submit" size="md" loading={saving} style={{ alignSelf: 'flex-start' }}>
            Save pay schedule
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
