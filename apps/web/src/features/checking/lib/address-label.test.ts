import { describe, expect, it } from 'vitest';
import { profileAddress } from '../test-support/fixtures';
import { addressLabel } from './address-label';

describe('addressLabel', () => {
  it('puts the address on one line', () => {
    expect(addressLabel(profileAddress())).toBe('12 Main St, Springfield, IL 62701');
  });

  it('includes the second line only when it says something', () => {
    expect(addressLabel(profileAddress({ addressLine2: 'Apt 4' }))).toBe('12 Main St, Apt 4, Springfield, IL 62701');
    expect(addressLabel(profileAddress({ addressLine2: '  ' }))).toBe('12 Main St, Springfield, IL 62701');
  });
});
