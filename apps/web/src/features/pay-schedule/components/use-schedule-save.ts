import { payScheduleInputSchema } from '@fernleaf/contract/pay-schedule';
import { schemaResolver } from '@mantine/form';
import { type FormErrorMessages, hasValueAt, placeErrors } from '../../../lib/form/form-errors';
import { useSavePaySchedule } from '../api/save-pay-schedule';
import type { PayScheduleAnswers } from '../lib/answers';
import { scheduleInputOf } from '../lib/schedule-input';
import { localToday } from '../lib/today';

/** What saving needs of the step's contract form: where its messages go. */
interface StepForm {
  getValues(): Record<string, unknown>;
  setErrors(errors: FormErrorMessages): void;
}

/**
 * Saving from a step that ends the flow: the finished answers checked with the contract's rules here
 * first (as of the member's today), every message at the step's field it concerns and the rest under
 * `form`. The server's refusal is thrown, for the step form's submit to place the same way.
 */
export function useScheduleSave() {
  const mutation = useSavePaySchedule();

  async function save(answers: PayScheduleAnswers, form: StepForm): Promise<void> {
    const schema = payScheduleInputSchema(localToday());
    const input = scheduleInputOf(answers);
    const problems = schemaResolver(schema, { sync: true })(input);
    if (Object.keys(problems).length > 0) {
      form.setErrors(placeErrors(problems, (path) => hasValueAt(form.getValues(), path)));
      return;
    }
    await mutation.mutateAsync(schema.parse(input));
  }

  return { save, saved: mutation.data, saving: mutation.isPending };
}
