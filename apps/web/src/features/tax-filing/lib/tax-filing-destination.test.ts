import { flagKeys } from '@fernleaf/contract/flag-keys';
import { describe, expect, it } from 'vitest';
import { taxFilingDestination } from './tax-filing-destination';

describe('taxFilingDestination', () => {
  it('sends /tax-filing to /products-offers while the tax flag is on', () => {
    expect(taxFilingDestination({ [flagKeys.taxFilingRedirect]: true })).toBe('/products-offers');
  });

  it('shows the page when the flag is off, missing (not fetched or failed) or not a boolean', () => {
    expect(taxFilingDestination({ [flagKeys.taxFilingRedirect]: false })).toBeNull();
    expect(taxFilingDestination({})).toBeNull();
    expect(taxFilingDestination({ [flagKeys.taxFilingRedirect]: 'true' })).toBeNull();
    expect(taxFilingDestination({ [flagKeys.discoverCommunity]: true })).toBeNull();
  });
});
