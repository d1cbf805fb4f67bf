// The failures of bank linking, worded once for every call that can meet them.
import { errorCodes } from '@fernleaf/contract/errors';
import { AppError, notFound, validationFailed } from '../../platform/errors.ts';

export function linkTokenInvalid(description: string): AppError {
  return new AppError(422, errorCodes.LINK_TOKEN_INVALID, 'Bank link could not finish', description);
}

export const linkSessionNotFound = () => notFound('That bank link session');
export const bankNotFound = () => notFound('That linked bank');
export const accountNotFound = () => notFound('That linked account');

/** Well-formed input that names something unusable: 422, worded and keyed like any field error. */
function unprocessable(fields: Record<string, string>): AppError {
  const { title, description } = validationFailed(fields).body;
  return new AppError(422, errorCodes.VALIDATION_FAILED, title, description, fields);
}

export const institutionNotFound = () =>
  unprocessable({ institutionId: 'We could not find that bank. Search for it again.' });

const providerNames = { PLAID: 'Plaid', FINICITY: 'Finicity', AKOYA: 'Akoya' } as const;

/** A session opened at one provider, sent to another provider's call. */
export function wrongProvider(field: string, sessionSource: keyof typeof providerNames): AppError {
  return unprocessable({ [field]: `This link session is at ${providerNames[sessionSource]}; finish it there` });
}

export function tooManyLinkSessions(maxPerHour: number): AppError {
  return new AppError(
    429,
    errorCodes.RATE_LIMITED,
    'Too many bank links',
    `You started linking a bank ${maxPerHour} times in the last hour. Wait a while, then try again.`,
  );
}
