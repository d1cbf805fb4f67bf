import { errorCodes } from '@fernleaf/contract/errors';
import { AppError } from '../../platform/errors.ts';

/** The client reused a request id for another product or flow: that is a new attempt and needs a new id. */
export function requestIdReused(): AppError {
  return new AppError(
    422,
    errorCodes.VALIDATION_FAILED,
    'Start a new identity check',
    'This request id already started a check for another product or flow.',
    { requestId: 'This request id already started a check for another product or flow. Send a new one.' },
  );
}

/** Production has no check provider configured yet; the sandbox serves every other environment. */
export function identityCheckUnavailable(): AppError {
  return new AppError(
    503,
    errorCodes.SERVICE_UNAVAILABLE,
    'Identity check unavailable',
    'The identity check cannot be started right now. Please try again later.',
  );
}
