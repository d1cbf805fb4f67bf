import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsFor } from './field-errors-for';

function refused(fields?: Record<string, string>) {
  return new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    title: 'Check',
    description: 'Check the fields',
    fields,
  });
}

describe('fieldErrorsFor', () => {
  it('keeps errors of fields the form shows', () => {
    expect(fieldErrorsFor(refused({ last4: 'Enter the last 4 digits' }), ['last4', 'expiry'])).toEqual({
      last4: 'Enter the last 4 digits',
    });
  });

  it('adds the description under form when a refused field has no input', () => {
    expect(fieldErrorsFor(refused({ last4: 'Wrong', other: 'Bad' }), ['last4'])).toEqual({
      last4: 'Wrong',
      other: 'Bad',
      form: 'Check the fields',
    });
  });

  it('puts an error without fields under form', () => {
    expect(fieldErrorsFor(refused(), ['last4'])).toEqual({ form: 'Check the fields' });
    expect(fieldErrorsFor(new Error('boom'), ['last4']).form).toMatch(/couldn't be completed/);
  });
});
