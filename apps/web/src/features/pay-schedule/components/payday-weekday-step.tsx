import type { PaydayWeekday } from '@fernleaf/contract/pay-schedule';
import { Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AddFlow } from '../lib/add-flows';
import { ChoiceGroup } from './choice-group';
import { StepFrame } from './step-frame';
import { useStepAnswers } from './use-step-answers';
import { weekdayChoices } from './weekday-choices';

/** Weekly and biweekly: the weekday paychecks are due, which the last-paid step offers dates on. */
export function PaydayWeekdayStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'weekly-and-biweekly');
  const [chosen, setChosen] = useState<PaydayWeekday | null>(null);
  const [error, setError] = useState<string>();
  const weekday = chosen ?? answers.paydayWeekday;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!weekday) {
      setError('Choose the day of the week you get paid');
      return;
    }
    // A last payday given for another weekday no longer fits the schedule.
    answerAndContinue(
      weekday === answers.paydayWeekday ? { paydayWeekday: weekday } : { paydayWeekday: weekday, lastPaidOn: null },
    );
  }

  return (
    <StepFrame
      flow={flow}
      step="weekly-and-biweekly"
      title="Which day do you get paid?"
      description={
        answers.frequency === 'BIWEEKLY'
          ? 'Your paycheck comes every two weeks on this day.'
          : 'Your paycheck comes every week on this day.'
      }
    >
      <form onSubmit={submit} noValidate aria-label="Payday">
        <Stack gap="lg">
          <ChoiceGroup
            legend="Payday"
            name="paydayWeekday"
            value={weekday}
            onChange={(value) => {
              setChosen(value);
              setError(undefined);
            }}
            choices={weekdayChoices}
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
