// What a refused quote, signature or advance means for the screen: a photo-ID check to take, terms
// quoted on another day to quote again, or messages at the fields the server named.
import { errorCodes } from '@fernleaf/contract/errors';
import { ApiError } from '../../../lib/api-client';
import { type FormErrorMessages, serverFormErrors } from '../../../lib/form/form-errors';

export type RequestProblem =
  | { kind: 'identity-check'; message: string }
  | { kind: 'terms-expired'; message: string }
  | { kind: 'fields'; errors: FormErrorMessages };

/**
 * The form layer's mapping for a screen that lists the fields it shows: a field the form has no place
 * for (the application or the terms document) says its own message under `form`, so the member still
 * reads why.
 */
export function fieldErrorsShown(error: unknown, shownFields: readonly string[]): FormErrorMessages {
  return serverFormErrors(error, (field) => shownFields.includes(field));
}

export const advanceRequestFields = ['amount', 'disbursementMethod', 'tip', 'destinationId'] as const;

export function requestProblemOf(error: unknown): RequestProblem {
  if (error instanceof ApiError && error.code === errorCodes.IDENTITY_CHECK_REQUIRED) {
    return { kind: 'identity-check', message: error.description };
  }
  if (error instanceof ApiError && error.code === errorCodes.TERMS_EXPIRED) {
    return { kind: 'terms-expired', message: error.description };
  }
  return { kind: 'fields', errors: fieldErrorsShown(error, advanceRequestFields) };
}
