import type { signIn, signUp } from '@fernleaf/contract/auth';
import { type FormEvent, useState } from 'react';
import { ApiError, callApi } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromApi, validateWith } from '../../../lib/form-errors';

export interface SubmitFailure {
  fields: FieldErrors;
  /** The API's error code, when the server refused. */
  code?: string | undefined;
}

/**
 * Submits a sign-in or sign-up form: checked with the call's own schema first, then sent; on
 * success the browser goes where the sign-in service says next.
 */
export function useInteractionSubmit(call: typeof signIn | typeof signUp) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent, values: unknown): Promise<SubmitFailure | undefined> {
    event.preventDefault();
    const checked = validateWith(call.body, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return { fields: checked.errors };
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { redirectTo } = await callApi(call, { body: checked.value as never });
      window.location.assign(redirectTo);
      return undefined;
    } catch (error) {
      setSubmitting(false);
      const fields = fieldErrorsFromApi(error);
      setErrors(fields);
      return { fields, code: error instanceof ApiError ? error.code : undefined };
    }
  }

  return { errors, submitting, submit };
}
