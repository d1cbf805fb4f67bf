// Turns the contract's zod issues into one message per field, the shape forms show under inputs.
import type { z } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    fields[field] ??= issue.message;
  }
  return fields;
}

/** Validates with the same schema the server uses; answers the parsed value or the field errors. */
export function validateWith<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error) };
}

/** The field errors the server named, or the failure as a whole under `form`. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  if (error instanceof ApiError)
    return error.fields && Object.keys(error.fields).length > 0 ? error.fields : { form: error.description };
  return { form: "Looks like your request couldn't be completed. Please try again." };
}
