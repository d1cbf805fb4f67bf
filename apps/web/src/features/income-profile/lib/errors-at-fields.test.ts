import { describe, expect, it } from 'vitest';
import { errorsAtFields } from './errors-at-fields';

describe('errorsAtFields', () => {
  it('keeps messages of shown fields at them', () => {
    expect(errorsAtFields({ employerName: 'Enter your employer name' }, ['employmentStatus', 'employerName'])).toEqual({
      employerName: 'Enter your employer name',
    });
  });

  it('moves a message of a field the form does not show to `form`, beside its own', () => {
    expect(
      errorsAtFields({ annualIncomeCents: 'Too large', body: 'Not JSON', form: 'Not JSON' }, ['annualIncomeCents']),
    ).toEqual({ annualIncomeCents: 'Too large', form: 'Not JSON' });
  });
});
