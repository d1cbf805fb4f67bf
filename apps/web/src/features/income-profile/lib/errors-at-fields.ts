import type { FieldErrors } from '../../../lib/form-errors';

/**
 * Messages for the form's own fields stay at them; one for a field the form does not show joins
 * `form`, so the member still reads why the answer was refused.
 */
export function errorsAtFields(errors: FieldErrors, shownFields: readonly string[]): FieldErrors {
  const kept: FieldErrors = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (shownFields.includes(field)) kept[field] = message;
    else others.push(message);
  }
  if (others.length > 0) kept.form = [...new Set(others)].join(' ');
  return kept;
}
