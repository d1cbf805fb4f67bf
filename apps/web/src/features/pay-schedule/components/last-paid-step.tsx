import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formatWeekdayMonthDayYear } from '../../../lib/format/date';
import type { AddFlow } from '../lib/add-flows';
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
  const { save, errors, setErrors, saved, saving } = useScheduleSave(['lastPaidOn']);
  const [chosen, setChosen] = useState<string | null>(null);
  const today = localToday();
  const { frequency, paydayWeekday } = answers;
  const dates =
    (frequency === 'WEEKLY' || frequency === 'BIWEEKLY') && paydayWeekday
      ? lastPaidChoices(frequency, paydayWeekday, today)
      : [];
  const lastPaidOn = chosen ?? (answers.lastPaidOn && dates.includes(answers.lastPaidOn) ? answers.lastPaidOn : null);

  if (saved) return <SavedSchedule saved={saved} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!lastPaidOn) {
      setErrors({ lastPaidOn: 'Choose the date of your last paycheck' });
      return;
    }
    const complete = answerAndContinue({ lastPaidOn });
    if (complete) void save(complete);
  }

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
              setChosen(value);
              setErrors({});
            }}
            choices={dates.map((date) => ({
              value: date,
              label: `${formatWeekdayMonthDayYear(date)}${date === today ? ' (today)' : ''}`,
            }))}
            error={errors.lastPaidOn}
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
