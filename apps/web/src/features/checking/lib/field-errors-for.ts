// The server's field errors for a form, without losing one the form has no input for.
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromApi } from '../../../lib/form-errors';

/**
 * Errors keyed by the form's inputs; when the server names a field the form does not show, its
 * message goes under `form` so the member still reads why the request was refused.
 */
export function fieldErrorsFor(error: unknown, shownFields: readonly string[]): FieldErrors {
  const errors = fieldErrorsFromApi(error);
  const unshown = Object.entries(errors).filter(([field]) => field !== 'form' && !shownFields.includes(field));
  if (unshown.length > 0 && !errors.form) {
    errors.form = error instanceof ApiError ? error.description : unshown.map(([, message]) => message).join(' ');
  }
  return errors;
}
