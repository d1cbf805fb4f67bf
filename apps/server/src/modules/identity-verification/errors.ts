import { errorCodes } from '@fernleaf/contract/errors';
import { AppError } from '../../platform/errors.ts';

export function identityCheckLocked(): AppError {
  return new AppError(
    403,
    errorCodes.IDENTITY_CHECK_LOCKED,
    "We couldn't verify your identity online",
    'Too many checks did not match, so online verification is closed for this account. Contact support to finish verifying your identity.',
  );
}

export function quizExpired(): AppError {
  return new AppError(
    409,
    errorCodes.KBA_QUIZ_EXPIRED,
    'These questions have expired',
    'The questions were answered already or timed out. We have new ones for you.',
  );
}

export function identityAlreadyVerified(): AppError {
  return new AppError(
    409,
    errorCodes.IDENTITY_ALREADY_VERIFIED,
    'Your identity is already verified',
    'Your account already has a Social Security number that passed the check, so another one cannot be checked. If it is wrong, contact support.',
    { ssn: 'Your identity is already verified with another Social Security number.' },
  );
}
