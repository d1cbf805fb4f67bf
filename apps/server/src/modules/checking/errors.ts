// The checking account's refusals, worded once for every call that can meet them.
import { errorCodes } from '@fernleaf/contract/errors';
import { AppError, notFound } from '../../platform/errors.ts';

/** Spec section 4: a 404 tells the web app the member has no checking account. */
export function noCheckingAccount(): AppError {
  return notFound('Your checking account');
}

/** Spec section 5: opening an account without a value it needs stops with MISSING_VALUES. */
export function missingValues(fields: Record<string, string>): AppError {
  return new AppError(
    422,
    errorCodes.MISSING_VALUES,
    'Some details are missing',
    Object.values(fields).join(' '),
    fields,
  );
}

/** Well-formed input the account's state refuses (a card detail that does not match, a bank not ready). */
export function refusedFields(title: string, fields: Record<string, string>): AppError {
  return new AppError(422, errorCodes.VALIDATION_FAILED, title, Object.values(fields).join(' '), fields);
}

export function esignRequired(unsignedNames: string[]): AppError {
  return new AppError(
    422,
    errorCodes.ESIGN_REQUIRED,
    'Agreements to sign first',
    `Read and sign ${joinNames(unsignedNames)} before opening your checking account.`,
  );
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
