import { describe, expect, it } from 'vitest';
import { addressLines, currentAddress, type ProfileAddress } from './current-address';

function anAddress(overrides: Partial<ProfileAddress>): ProfileAddress {
  return {
    id: 'address-1',
    addressLine1: '1600 MARKET ST',
    addressLine2: null,
    city: 'PHILADELPHIA',
    state: 'PA',
    postalCode: '19103',
    country: 'US',
    status: 'VERIFIED',
    createdOn: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('the home address on the profile', () => {
  it('is the address saved last', () => {
    const older = anAddress({ id: 'old' });
    const newer = anAddress({ id: 'new', createdOn: '2026-11-20T10:00:00.000Z' });
    expect(currentAddress([newer, older])?.id).toBe('new');
    expect(currentAddress([older, newer])?.id).toBe('new');
    expect(currentAddress([])).toBeUndefined();
  });

  it('reads as a street line and a city line, the apartment kept when there is one', () => {
    expect(addressLines(anAddress({}))).toEqual(['1600 MARKET ST', 'PHILADELPHIA, PA 19103']);
    expect(addressLines(anAddress({ addressLine2: 'APT 2' }))).toEqual([
      '1600 MARKET ST, APT 2',
      'PHILADELPHIA, PA 19103',
    ]);
  });
});
