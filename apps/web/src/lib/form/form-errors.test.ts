import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { failureMessageOf, genericFormFailure, hasValueAt, placeErrors, serverFormErrors } from './form-errors';

function refused(fields?: Record<string, string>) {
  return new ApiError({
    status: 400,
    code: 'VALIDATION_FAILED',
    title: 'Check',
    description: 'Check the fields',
    fields,
  });
}

const shown =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('serverFormErrors', () => {
  it('puts each field the server named under its input', () => {
    expect(serverFormErrors(refused({ last4: 'Enter the last 4 digits' }), shown('last4', 'expiry'))).toEqual({
      last4: 'Enter the last 4 digits',
    });
  });

  it('says why under `form` when the server names a field the form does not show', () => {
    expect(
      serverFormErrors(refused({ last4: 'Wrong', application: 'This application is closed.' }), shown('last4')),
    ).toEqual({ last4: 'Wrong', form: 'This application is closed.' });
  });

  it('puts a message the server gave the whole form first', () => {
    expect(serverFormErrors(refused({ other: 'Start again.', form: 'Try again tomorrow.' }), shown())).toEqual({
      form: 'Try again tomorrow. Start again.',
    });
  });

  it('puts a failure of the whole request under `form`', () => {
    expect(serverFormErrors(refused(), shown('last4'))).toEqual({ form: 'Check the fields' });
    expect(serverFormErrors(new Error('boom'), shown('last4'))).toEqual({ form: genericFormFailure });
  });
});

describe('placeErrors', () => {
  it('joins the schema messages no input can show under `form`', () => {
    expect(
      placeErrors({ '': 'Dates do not match', email: 'Enter an email', code: 'Too short' }, shown('code')),
    ).toEqual({ code: 'Too short', form: 'Dates do not match Enter an email' });
  });
});

describe('hasValueAt', () => {
  it('follows dotted paths through the values', () => {
    const values = { address: { city: '' }, items: [{ name: 'a' }] };
    expect(hasValueAt(values, 'address.city')).toBe(true);
    expect(hasValueAt(values, 'items.0.name')).toBe(true);
    expect(hasValueAt(values, 'address.state')).toBe(false);
    expect(hasValueAt(values, 'email')).toBe(false);
  });
});

describe('failureMessageOf', () => {
  it('answers the server’s sentence, or the generic one when there was no answer to read', () => {
    expect(failureMessageOf(refused({ last4: 'Wrong' }))).toBe('Check the fields');
    expect(failureMessageOf(new TypeError('Failed to fetch'))).toBe(genericFormFailure);
  });
});
