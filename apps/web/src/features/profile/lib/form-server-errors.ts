// Puts a failed call's field errors on a @mantine/form form: each named field under its input, and a
// failure of the whole request under `form`, which the section shows as an alert.
import type { UseFormReturnType } from '@mantine/form';
import { fieldErrorsFromApi } from '../../../lib/form-errors';

export function showServerErrors<Values>(form: UseFormReturnType<Values>, error: unknown): void {
  const errors = fieldErrorsFromApi(error);
  form.setErrors(errors);
  // Focus the first field the server named, so a keyboard or screen-reader user lands on it.
  const first = Object.keys(errors).find((name) => name !== 'form');
  if (first) form.getInputNode(first)?.focus();
}
