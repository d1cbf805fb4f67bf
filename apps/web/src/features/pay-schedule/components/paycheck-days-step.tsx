import type { PaycheckDay } from '@fernleaf/contract/pay-schedule';
import { Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import type { AddFlow } from '../lib/add-flows';
import { FormAlert } from './form-alert';
import { PaycheckDaySelect } from './paycheck-day-select';
import { SavedSchedule } from './saved-schedule';
import { StepFrame } from './step-frame';
import { useScheduleSave } from './use-schedule-save';
import { useStepAnswers } from './use-step-answers';

type Days = { firstPaycheckDay: PaycheckDay | null; secondPaycheckDay: PaycheckDay | null };

/** Twice a month on other days: the two days, in order; saving the schedule ends the flow. */
export function PaycheckDaysStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'twice-a-month/first-and-second-paycheck');
  const { save, errors, setErrors, saved, saving } = useScheduleSave(['firstPaycheckDay', 'secondPaycheckDay']);
  const [days, setDays] = useState<Days>({
    firstPaycheckDay: answers.firstPaycheckDay,
    secondPaycheckDay: answers.secondPaycheckDay,
  });

  if (saved) return <SavedSchedule saved={saved} />;

  function change(field: keyof Days, day: PaycheckDay | null) {
    setDays((current) => ({ ...current, [field]: day }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The contract takes a missing pair as the 15th and the last day; here both must be chosen.
    const missing: FieldErrors = {};
    if (days.firstPaycheckDay === null) missing.firstPaycheckDay = 'Choose the first paycheck day';
    if (days.secondPaycheckDay === null) missing.secondPaycheckDay = 'Choose the second paycheck day';
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const complete = answerAndContinue(days);
    if (complete) void save(complete);
  }

  return (
    <StepFrame
      flow={flow}
      step="twice-a-month/first-and-second-paycheck"
      title="Which two days do you get paid?"
      description="Choose the day of your first paycheck of the month, then the day of your second."
    >
      <form onSubmit={submit} noValidate aria-label="Paycheck days">
        <Stack gap="md">
          <PaycheckDaySelect
            label="First paycheck"
            name="firstPaycheckDay"
            value={days.firstPaycheckDay}
            onChange={(day) => change('firstPaycheckDay', day)}
            error={errors.firstPaycheckDay}
          />
          <PaycheckDaySelect
            label="Second paycheck"
            name="secondPaycheckDay"
            value={days.secondPaycheckDay}
            onChange={(day) => change('secondPaycheckDay', day)}
            error={errors.secondPaycheckDay}
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
