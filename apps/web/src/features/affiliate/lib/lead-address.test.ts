import { addressFormSchema } from '@fernleaf/contract/address';
import { describe, expect, it } from 'vitest';
import { leadAddressToForm } from './lead-address';

describe('leadAddressToForm', () => {
  it("shapes the lead's address like the address form, which accepts it", () => {
    const values = leadAddressToForm({
      address1: '350 Fifth Avenue ',
      address2: 'Suite 3400',
      city: 'New York',
      state: 'ny',
      zipcode: '10118-0110',
      ssn: '•••-••-6604',
    });
    expect(values).toEqual({
      streetAddress: '350 Fifth Avenue',
      apt: 'Suite 3400',
      city: 'New York',
      state: 'NY',
      zip: '10118-0110',
    });
    expect(addressFormSchema.safeParse(values).success).toBe(true);
  });

  it('leaves the apartment empty when the lead has none', () => {
    const values = leadAddressToForm({
      address1: '1600 Market Street',
      address2: null,
      city: 'Philadelphia',
      state: 'PA',
      zipcode: '19103',
      ssn: null,
    });
    expect(values.apt).toBe('');
  });
});
