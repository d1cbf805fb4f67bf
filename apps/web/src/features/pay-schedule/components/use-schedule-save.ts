import { payScheduleInputSchema } from '@fernleaf/contract/pay-schedule';
import { useState } from 'react';
import { type FieldErrors, fieldErrorsFromApi, validateWith } from '../../../lib/form-errors';
import { useSavePaySchedule } from '../api/save-pay-schedule';
import type { PayScheduleAnswers } from '../lib/answers';
import { scheduleInputOf } from '../lib/schedule-input';
import { localToday } from '../lib/today';

/** Messages for fields the step shows stay at them; any other lands under `form`. */
function atShownFields(errors: FieldErrors, shown: readonly string[]): FieldErrors {
  const kept: FieldErrors = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (shown.includes(field)) kept[field] = message;
    else others.push(message);
  }
  if (others.length > 0) kept.form = others.join(' ');
  return kept;
}

/**
 * Saving from a step that ends the flow: the contract's rules checked here first (as of the
 * member's today), then the server's answer; every message at the step's field it concerns.
 */
export function useScheduleSave(shownFields: readonly string[]) {
  const mutation = useSavePaySchedule();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function save(answers: PayScheduleAnswers): Promise<void> {
    const checked = validateWith(payScheduleInputSchema(localToday()), scheduleInputOf(answers));
    if (!checked.ok) {
      setErrors(atShownFields(checked.errors, shownFields));
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(checked.value);
    } catch (error) {
      setErrors(atShownFields(fieldErrorsFromApi(error), shownFields));
    }
  }

  return { save, errors, setErrors, saved: mutation.data, saving: mutation.isPending };
}
