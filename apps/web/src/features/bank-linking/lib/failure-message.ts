import { ApiError } from '../../../lib/api-client';

/** Shown when a failure says nothing the member can act on (the spec's generic dialog wording). */
export const genericFailureText = "Looks like your request couldn't be completed. Please try again.";

/** What the member reads about a failed call: the refused field's message, the API's description, or the generic text. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fields ?? {})[0] ?? error.description;
  return genericFailureText;
}
