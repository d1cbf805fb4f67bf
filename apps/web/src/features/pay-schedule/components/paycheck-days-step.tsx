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

// The contract takes a missing pair as the 15th and the last day; here both must be chosen.
const schema = z.object({
  firstPaycheckDay: answered<PaycheckDay>('Choose the first paycheck day'),
  secondPaycheckDay: answered<PaycheckDay>('Choose the second paycheck day'),
});
type Days = { firstPaycheckDay: PaycheckDay | null; secondPaycheckDay: PaycheckDay | null };

/** Twice a month on other days: the two days, in order; saving the schedule ends the flow. */
export function PaycheckDaysStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'twice-a-month/first-and-second-paycheck');
  const { save, saved, saving } = useScheduleSave();
  const form = useContractForm({
    schema,
    initialValues: {
      firstPaycheckDay: answers.firstPaycheckDay,
      secondPaycheckDay: answers.secondPaycheckDay,
    } as Days,
  });
  const days = form.getValues();

  if (saved) return <SavedSchedule saved={saved} />;

  const submit = form.submit(async (answer) => {
    const complete = answerAndContinue(answer);
    if (complete) await save(complete, form);
  });

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
            onChange={(day) => form.setFieldValue('firstPaycheckDay', day)}
            error={form.errors.firstPaycheckDay}
          />
          <PaycheckDaySelect
            label="Second paycheck"
            name="secondPaycheckDay"
            value={days.secondPaycheckDay}
            onChange={(day) => form.setFieldValue('secondPaycheckDay', day)}
            error={form.errors.secondPaycheckDay}
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
