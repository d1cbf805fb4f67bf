import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { Button, Stack } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../lib/form/use-contract-form';
import type { AddFlow } from '../lib/add-flows';
import { answered } from '../lib/answered';
import { weekdayNames } from '../lib/describe-schedule';
import { lastPaidChoices } from '../lib/last-paid-choices';
import { localToday } from '../lib/today';
import { ChoiceGroup } from './choice-group';
import { FormAlert } from './form-alert';
import { SavedSchedule } from './saved-schedule';
import { StepFrame } from './step-frame';
import { useScheduleSave } from './use-schedule-save';
import { useStepAnswers } from './use-step-answers';

/** Weekly and biweekly: the last payday, which sets the rhythm; saving the schedule ends the flow. */
export function LastPaidStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'weekly-and-biweekly/last-paid');
  const { save, saved, saving } = useScheduleSave();
  const today = localToday();
  const { frequency, paydayWeekday } = answers;
  const dates =
    (frequency === 'WEEKLY' || frequency === 'BIWEEKLY') && paydayWeekday
      ? lastPaidChoices(frequency, paydayWeekday, today)
      : [];
  // The answer given before, while it is still one of the dates offered.
  const answeredBefore = answers.lastPaidOn && dates.includes(answers.lastPaidOn) ? answers.lastPaidOn : null;
  const form = useContractForm({
    schema: z.object({ lastPaidOn: answered<string>('Choose the date of your last paycheck') }),
    initialValues: { lastPaidOn: null as string | null },
    toInput: ({ lastPaidOn }) => ({ lastPaidOn: lastPaidOn ?? answeredBefore }),
  });
  const lastPaidOn = form.getValues().lastPaidOn ?? answeredBefore;

  if (saved) return <SavedSchedule saved={saved} />;

  const submit = form.submit(async (answer) => {
    const complete = answerAndContinue(answer);
    if (complete) await save(complete, form);
  });

  const weekdayName = paydayWeekday ? weekdayNames[paydayWeekday] : '';
  return (
    <StepFrame
      flow={flow}
      step="weekly-and-biweekly/last-paid"
      title="When were you last paid?"
      description={`Choose the ${weekdayName} of your last paycheck. If a holiday moved it, choose the ${weekdayName} it was due.`}
    >
      <form onSubmit={submit} noValidate aria-label="Last payday">
        <Stack gap="lg">
          <ChoiceGroup
            legend="Last payday"
            name="lastPaidOn"
            value={lastPaidOn}
            onChange={(value) => {
              form.setFieldValue('lastPaidOn', value);
              form.clearErrors();
            }}
            choices={dates.map((date) => ({
              value: date,
              label: `${formatWeekdayMonthDayYear(date)}${date === today ? ' (today)' : ''}`,
            }))}
            error={form.errors.lastPaidOn}
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
