// The findings' one failure: there is no linked bank to read.
import { errorCodes } from '@fernleaf/contract/errors';
import { AppError } from '../../platform/errors.ts';

/** 409: the request is fine, the member's state is not ready for it until they link a bank. */
export function bankNotLinked(): AppError {
  return new AppError(
    409,
    errorCodes.BANK_NOT_LINKED,
    'No bank linked',
    'Link the bank your pay goes into, so we can look for fees and subscriptions in its last 90 days.',
  );
}
