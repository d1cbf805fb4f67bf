// Where a form's errors go, whether the contract's schema found them in the browser or the server
// answered them: a field the form has an input for gets its message under that input; anything else
// (a failure of the whole request, or a field the form does not show) goes under one key, `form`,
// which the form shows in one place, so the member always reads why nothing happened.
import { ApiError } from '../api-client';

export type FormErrorMessages = Record<string, string>;

/** The one key a whole-form failure is kept under. */
export const formErrorKey = 'form';

/** Said when a request failed without an answer the member can act on (spec section 8's dialog). */
export const genericFormFailure = "Looks like your request couldn't be completed. Please try again.";

/** Answers whether the form has an input at a path (`email`, `address.city`). */
export type ShownField = (path: string) => boolean;

/**
 * Keeps the messages of shown fields and puts every other one under `form`: a message given to the
 * whole value (an empty path, or `form` itself) first, then those of fields the form does not show.
 * The server writes each field's message as a sentence a member reads, so it stands alone there
 * (its description, "phoneNumber: ...", names fields for developers).
 */
export function placeErrors(errors: Readonly<Record<string, unknown>>, isShown: ShownField): FormErrorMessages {
  const placed: FormErrorMessages = {};
  const wholeForm: string[] = [];
  const unshown: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (message === undefined || message === null || message === false || message === '') continue;
    const text = String(message);
    if (path === formErrorKey || path === '') wholeForm.push(text);
    else if (isShown(path)) placed[path] ??= text;
    else unshown.push(text);
  }
  const messages = [...new Set([...wholeForm, ...unshown])];
  if (messages.length > 0) placed[formErrorKey] = messages.join(' ');
  return placed;
}

/** A failed call's errors for a form: the fields the server named, the rest under `form`. */
export function serverFormErrors(error: unknown, isShown: ShownField): FormErrorMessages {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  if (Object.keys(fields).length === 0) return { [formErrorKey]: failureMessageOf(error) };
  return placeErrors(fields, isShown);
}

/** Why an action outside a form failed (a button's call): the server's sentence, or the generic one. */
export function failureMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.description : genericFormFailure;
}

/** Answers whether `values` hold something at a dotted path: a form's inputs are its values. */
export function hasValueAt(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}
