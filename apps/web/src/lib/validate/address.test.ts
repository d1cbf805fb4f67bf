import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AddressForm, isAddressComplete } from './address';

const complete: AddressForm = { streetAddress: '1 Main St', apt: '', city: 'Boise', state: 'ID', zip: '83702' };

describe('isAddressComplete', () => {
  it('needs street address, city, state and a valid ZIP; apt is optional', () => {
    expect(isAddressComplete(complete)).toBe(true);
    expect(isAddressComplete({ ...complete, apt: undefined })).toBe(true);
    expect(isAddressComplete({ ...complete, zip: '83702-1234' })).toBe(true);
    expect(isAddressComplete({ ...complete, zip: '8370' })).toBe(false);
    expect(isAddressComplete({ ...complete, zip: '' })).toBe(false);
    expect(isAddressComplete({ ...complete, streetAddress: '  ' })).toBe(false);
    expect(isAddressComplete({ ...complete, city: '' })).toBe(false);
    expect(isAddressComplete({ ...complete, state: '' })).toBe(false);
  });

  it('fails when any one required field is blank, whatever the others hold', () => {
    const filled = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');
    const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 3 });
    fc.assert(
      fc.property(
        fc.record({ streetAddress: filled, apt: fc.string(), city: filled, state: filled }),
        fc.constantFrom('streetAddress', 'city', 'state', 'zip'),
        blank,
        (fields, blanked, empty) => {
          const form: AddressForm = { ...fields, zip: '12345' };
          expect(isAddressComplete(form)).toBe(true);
          expect(isAddressComplete({ ...form, [blanked]: empty })).toBe(false);
        },
      ),
    );
  });
});
