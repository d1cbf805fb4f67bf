import { errorCodes } from '@fernleaf/contract/errors';
import { AppError } from '../../platform/errors.ts';

/** A well-formed code the rules refuse; the message sits at the code's field. */
export function referralRefused(message: string): AppError {
  return new AppError(422, errorCodes.VALIDATION_FAILED, 'This referral code cannot be used', message, {
    referralCode: message,
  });
}
