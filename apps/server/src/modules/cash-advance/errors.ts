// The cash advance's refusals, worded once for every call that can meet them.
import { errorCodes } from '@fernleaf/contract/errors';
import { AppError } from '../../platform/errors.ts';

/** Well-formed input the member's state refuses, with the message at its field. */
export function refused(title: string, fields: Record<string, string>): AppError {
  return new AppError(422, errorCodes.VALIDATION_FAILED, title, Object.values(fields).join(' '), fields);
}

/** Spec section 5: subscribing (and anything resting on an underwriting) needs a real one. */
export function invalidUnderwritingId(field = 'underwritingTransactionId'): AppError {
  return refused('INVALID UNDERWRITING ID', { [field]: 'INVALID UNDERWRITING ID' });
}

export function advancesUnavailable(title: string, description: string): AppError {
  return new AppError(409, errorCodes.CASH_ADVANCE_UNAVAILABLE, title, description);
}

export function noCashAdvanceAccount(): AppError {
  return advancesUnavailable(
    'Set up Cash Advance first',
    'Link your bank and sign the Cash Advance agreements to start taking advances.',
  );
}

export function agreementsToSign(names: string[]): AppError {
  return new AppError(
    409,
    errorCodes.ESIGN_REQUIRED,
    'Agreements to sign first',
    `Read and sign ${names.join(', ')} before turning on Cash Advance.`,
  );
}

export function identityCheckRequired(): AppError {
  return new AppError(
    409,
    errorCodes.IDENTITY_CHECK_REQUIRED,
    'Confirm it is you first',
    'Before we send money to a debit card, confirm your identity with a photo of your ID and a selfie.',
  );
}

export function cardDeclined(): AppError {
  return new AppError(
    422,
    errorCodes.CARD_DECLINED,
    'Card declined',
    'The card network declined this card. Check its details or use another card.',
    { cardNumber: 'This card was declined. Use another card.' },
  );
}

export function termsExpired(): AppError {
  return new AppError(
    409,
    errorCodes.TERMS_EXPIRED,
    'Review the terms again',
    'These terms were quoted on another day, and the repayment date and cost depend on the day. Review and sign the new terms.',
  );
}

export function bankNotLinked(): AppError {
  return new AppError(
    409,
    errorCodes.BANK_NOT_LINKED,
    'Link your bank first',
    'We read the history of the bank account your pay goes into. Link it to see what you can get.',
  );
}
