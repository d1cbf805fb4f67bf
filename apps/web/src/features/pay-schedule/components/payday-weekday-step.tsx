import type { AddFlow } from '../lib/add-flows';
import { ChoiceStepForm } from './choice-step-form';
import { StepFrame } from './step-frame';
import { useStepAnswers } from './use-step-answers';
import { weekdayChoices } from './weekday-choices';

/** Weekly and biweekly: the weekday paychecks are due, which the last-paid step offers dates on. */
export function PaydayWeekdayStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'weekly-and-biweekly');
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
      <ChoiceStepForm
        formLabel="Payday"
        legend="Payday"
        name="paydayWeekday"
        choices={weekdayChoices}
        answered={answers.paydayWeekday}
        missingMessage="Choose the day of the week you get paid"
        onContinue={(weekday) =>
          // A last payday given for another weekday no longer fits the schedule.
          answerAndContinue(
            weekday === answers.paydayWeekday
              ? { paydayWeekday: weekday }
              : { paydayWeekday: weekday, lastPaidOn: null },
          )
        }
      />
    </StepFrame>
  );
}
