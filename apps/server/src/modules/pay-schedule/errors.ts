// The pay-schedule calls' failures: no schedule saved yet, and a schedule whose last payday is not recent.
import { errorCodes } from '@fernleaf/contract/errors';
import type { z } from 'zod';
import { AppError, validationFailed } from '../../platform/errors.ts';

export function noPaySchedule(): AppError {
  return new AppError(404, errorCodes.NOT_FOUND, 'No pay schedule', 'You have not told us your pay schedule yet.');
}

/** The first message of each field, as the contract's own validation answers them. */
export function scheduleRefused(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return validationFailed(fields);
}
