import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsShown, requestProblemOf } from './request-errors';

const apiError = (code: string, description: string, fields?: Record<string, string>, status = 422) =>
  new ApiError({ status, code, title: 'Refused', description, fields });

describe('requestProblemOf', () => {
  it('asks for the photo-ID check on IDENTITY_CHECK_REQUIRED', () => {
    expect(requestProblemOf(apiError('IDENTITY_CHECK_REQUIRED', 'Verify your identity first', undefined, 409))).toEqual(
      {
        kind: 'identity-check',
        message: 'Verify your identity first',
      },
    );
  });

  it('quotes again on TERMS_EXPIRED', () => {
    expect(requestProblemOf(apiError('TERMS_EXPIRED', 'These terms were quoted yesterday'))).toEqual({
      kind: 'terms-expired',
      message: 'These terms were quoted yesterday',
    });
  });

  it('puts messages at the fields the form shows, and the rest under form', () => {
    expect(
      requestProblemOf(
        apiError('VALIDATION_FAILED', 'Check the amount', { amount: 'That is more than you have available' }),
      ),
    ).toEqual({ kind: 'fields', errors: { amount: 'That is more than you have available' } });
    expect(
      requestProblemOf(
        apiError('VALIDATION_FAILED', 'esignDocumentId: Sign the terms', {
          esignDocumentId: 'Sign the terms of this advance first.',
        }),
      ),
    ).toEqual({ kind: 'fields', errors: { form: 'Sign the terms of this advance first.' } });
    expect(requestProblemOf(apiError('CASH_ADVANCE_UNAVAILABLE', 'Cash Advance is turned off'))).toEqual({
      kind: 'fields',
      errors: { form: 'Cash Advance is turned off' },
    });
  });
});

describe('fieldErrorsShown', () => {
  it('keeps the shown fields and says the others in their own words in the form message', () => {
    expect(
      fieldErrorsShown(
        apiError('VALIDATION_FAILED', 'Check the card', { cardNumber: 'Bad number', other: 'This card was removed.' }),
        ['cardNumber'],
      ),
    ).toEqual({ cardNumber: 'Bad number', form: 'This card was removed.' });
  });

  it('answers the generic failure for an error that is not the API’s', () => {
    expect(fieldErrorsShown(new Error('boom'), [])).toEqual({
      form: "Looks like your request couldn't be completed. Please try again.",
    });
  });
});
