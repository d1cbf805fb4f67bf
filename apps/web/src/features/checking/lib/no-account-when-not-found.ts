// Spec sections 4 and 8: a 404 from the checking account info means the member has no checking
// account. That answer (null) is distinct from "not known yet" (still loading) and from a failure.
import { ApiError } from '../../../lib/api-client';

/** Resolves a 404 to `null`; any other error is rethrown to the caller. */
export function noAccountWhenNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}
