import type { PayFrequency } from '@fernleaf/contract/pay-schedule';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { payScheduleQueryOptions } from '../api/get-pay-schedule';
import type { AddFlow } from '../lib/add-flows';
import { describeSchedule } from '../lib/describe-schedule';
import { answersFromSchedule } from '../lib/schedule-input';
import { usePayScheduleStore } from '../store';
import type { Choice } from './choice-group';
import { ChoiceStepForm } from './choice-step-form';
import { StepFrame } from './step-frame';
import { useStepAnswers } from './use-step-answers';

const frequencyChoices: readonly Choice<PayFrequency>[] = [
  { value: 'WEEKLY', label: 'Every week' },
  { value: 'BIWEEKLY', label: 'Every two weeks' },
  { value: 'TWICE_A_MONTH', label: 'Twice a month', description: 'On two set days, such as the 15th and the last day' },
  { value: 'MONTHLY', label: 'Once a month' },
];

/** The first step: how often the member is paid. A schedule saved before is where the answers start. */
export function PayFrequencyStep({ flow, returnTo }: { flow: AddFlow; returnTo?: string | undefined }) {
  const begin = usePayScheduleStore((state) => state.begin);
  const prefill = usePayScheduleStore((state) => state.prefill);
  const { answers, answerAndContinue } = useStepAnswers(flow, 'pay-frequency');
  const savedSchedule = useQuery(payScheduleQueryOptions()).data;
  useEffect(() => begin(flow, returnTo), [begin, flow, returnTo]);
  useEffect(() => {
    if (savedSchedule) prefill(answersFromSchedule(savedSchedule.schedule));
  }, [savedSchedule, prefill]);

  return (
    <StepFrame
      flow={flow}
      step="pay-frequency"
      title="How often do you get paid?"
      description="We set repayments on your paydays, so they come due when your money arrives."
    >
      <ChoiceStepForm
        formLabel="Pay frequency"
        legend="Pay frequency"
        name="frequency"
        choices={frequencyChoices}
        answered={answers.frequency}
        missingMessage="Choose how often you get paid"
        onContinue={(frequency) => answerAndContinue({ frequency })}
      >
        {savedSchedule && (
          <Text size="sm">
            Your saved schedule: {describeSchedule(savedSchedule.schedule)}. Your answers here replace it.
          </Text>
        )}
      </ChoiceStepForm>
    </StepFrame>
  );
}
