import { Button, Stack } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../lib/form/use-contract-form';
import type { AddFlow } from '../lib/add-flows';
import { answered } from '../lib/answered';
import type { TwiceAMonthChoice } from '../lib/answers';
import { type Choice, ChoiceGroup } from './choice-group';
import { FormAlert } from './form-alert';
import { SavedSchedule } from './saved-schedule';
import { StepFrame } from './step-frame';
import { useScheduleSave } from './use-schedule-save';
import { useStepAnswers } from './use-step-answers';

const twiceAMonthChoices: readonly Choice<TwiceAMonthChoice>[] = [
  { value: 'FIFTEENTH_AND_LAST', label: 'The 15th and the last day of the month' },
  { value: 'OTHER', label: 'Other days' },
];

/** Twice a month: the usual 15th and last day, saved at once, or other days, asked next. */
export function FirstPaycheckStep({ flow }: { flow: AddFlow }) {
  const { answers, answerAndContinue } = useStepAnswers(flow, 'twice-a-month/first-paycheck');
  const { save, saved, saving } = useScheduleSave();
  const form = useContractForm({
    schema: z.object({ twiceAMonth: answered<TwiceAMonthChoice>('Choose the days you get paid') }),
    initialValues: { twiceAMonth: null as TwiceAMonthChoice | null },
    // The member's pick, else the answer given before.
    toInput: ({ twiceAMonth }) => ({ twiceAMonth: twiceAMonth ?? answers.twiceAMonth }),
  });
  const twiceAMonth = form.getValues().twiceAMonth ?? answers.twiceAMonth;

  if (saved) return <SavedSchedule saved={saved} />;

  const submit = form.submit(async (answer) => {
    const complete = answerAndContinue(answer);
    if (complete) await save(complete, form);
  });

  return (
    <StepFrame
      flow={flow}
      step="twice-a-month/first-paycheck"
      title="Which days of the month do you get paid?"
      description="Most people paid twice a month get paid on the 15th and on the last day of the month."
    >
      <form onSubmit={submit} noValidate aria-label="Paydays">
        <Stack gap="lg">
          <ChoiceGroup
            legend="Paydays"
            name="twiceAMonth"
            value={twiceAMonth}
            onChange={(value) => {
              form.setFieldValue('twiceAMonth', value);
              form.clearErrors();
            }}
            choices={twiceAMonthChoices}
            error={form.errors.twiceAMonth}
          />
          <FormAlert message={form.formError} />
          <Button type="submit" size="md" loading={saving} style={{ alignSelf: 'flex-start' }}>
            {twiceAMonth === 'OTHER' ? 'Continue' : 'Save pay schedule'}
          </Button>
        </Stack>
      </form>
    </StepFrame>
  );
}
