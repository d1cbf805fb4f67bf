// Spec section 4: how an attempt to open the checking account ends. Created is success, Processing
// is reported as a timeout (the bank is still working on it), and any other answer is a failure.
import { errorCodes } from '@fernleaf/contract/errors';
import { ApiError } from '../../../lib/api-client';

export type CheckingCreateOutcome = 'success' | 'timeout' | 'fail';

export function outcomeOfCreateMessage(message: string): CheckingCreateOutcome {
  if (message === 'Created') return 'success';
  if (message === 'Processing') return 'timeout';
  return 'fail';
}

/** A request that never got an answer in time is a timeout too; every other error is a failure. */
export function outcomeOfCreateError(error: unknown): Exclude<CheckingCreateOutcome, 'success'> {
  return error instanceof ApiError && error.code === errorCodes.TIMEOUT ? 'timeout' : 'fail';
}
