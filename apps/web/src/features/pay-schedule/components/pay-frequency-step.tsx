import type { PayFrequency } from '@fernleaf/contract/pay-schedule';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { payScheduleQueryOptions } from '../api/get-pay-schedule';
import type { AddFlow } from '../lib/add-flows';
import { describeSchedule } from '../lib/describe-schedule';
import { answersFromSchedule } from '../lib/schedule-input';
import { usePayScheduleStore } from '../store';
import { type Choice, ChoiceGroup } from './choice-group';
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
  const [chosen, setChosen] = useState<PayFrequency | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => begin(flow, returnTo), [begin, flow, returnTo]);
  useEffect(() => {
    if (savedSchedule) prefill(answersFromSchedule(savedSchedule.schedule));
  }, [savedSchedule, prefill]);

  const frequency = chosen ?? answers.frequency;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!frequency) {
      setError('Choose how often you get paid');
      return;
    }
    answerAndContinue({ frequency });
  }

  return (
    <StepFrame
      flow={flow}
      step="pay-frequency"
      title="How often do you get paid?"
      description="We set repayments on your paydays, so they come due when your money arrives."
    >
      <form onSubmit={submit} noValidate aria-label="Pay frequency">
        <Stack gap="lg">
          {savedSchedule && (
            <Text size="sm">
              Your saved schedule: {describeSchedule(savedSchedule.schedule)}. Your answers here replace it.
            </Text>
          )}
          <ChoiceGroup
            legend="Pay frequency"
            name="frequency"
            value={frequency}
            onChange={(value) => {
              setChosen(value);
              setError(undefined);
            }}
            choices={frequencyChoices}
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
