import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressCodeList,
  addressCodes,
  addressFormSchema,
  addressVerdict,
  isAddressFormComplete,
  updateAddress,
  usStateCodes,
} from './address.ts';

const goodForm = { streetAddress: '1600 Market St', apt: 'Apt 4', city: 'Philadelphia', state: 'PA', zip: '19103' };

function fieldErrors(input: unknown): Record<string, string> {
  const result = addressFormSchema.safeParse(input);
  if (result.success) return {};
  // The first message of a field is the one shown, as the server's error envelope does.
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('the address form', () => {
  it('accepts a complete address, trimming it and upper-casing the state', () => {
    const parsed = addressFormSchema.parse({ ...goodForm, streetAddress: '  1600 Market St ', state: 'pa' });
    expect(parsed).toEqual({ ...goodForm, state: 'PA' });
  });

  it('accepts a ZIP with its four-digit extension and treats an empty apt as none', () => {
    const parsed = addressFormSchema.parse({ ...goodForm, apt: '', zip: '19103-1234' });
    expect(parsed.zip).toBe('19103-1234');
    expect(parsed.apt).toBeUndefined();
    expect(addressFormSchema.parse({ ...goodForm, apt: undefined }).apt).toBeUndefined();
  });

  it.each([
    ['1910', 'zip'],
    ['191034', 'zip'],
    ['19103-12', 'zip'],
    ['19103 1234', 'zip'],
    ['ABCDE', 'zip'],
  ])('refuses the ZIP %s naming the ZIP field', (zip, field) => {
    expect(fieldErrors({ ...goodForm, zip })[field]).toMatch(/ZIP code/);
  });

  it('refuses a city with digits or other signs, naming the city', () => {
    for (const city of ['Philadelphia 2', "O'Fallon", 'St. Louis', '-Dash']) {
      expect(fieldErrors({ ...goodForm, city }).city).toBe('Your city can hold only letters, spaces and hyphens');
    }
  });

  it('takes a city of 1 to 22 characters, with spaces and hyphens', () => {
    for (const city of ['A', 'Winston-Salem', 'Salt Lake City', 'A'.repeat(22), 'Cañon City']) {
      expect(fieldErrors({ ...goodForm, city })).toEqual({});
    }
    expect(fieldErrors({ ...goodForm, city: 'A'.repeat(23) }).city).toBe('Your city can be at most 22 characters');
    expect(fieldErrors({ ...goodForm, city: '   ' }).city).toBe('Enter your city');
  });

  it('takes the 50 states and DC, and refuses anything else naming the state', () => {
    expect(usStateCodes).toHaveLength(51);
    expect(new Set(usStateCodes).size).toBe(51);
    for (const state of usStateCodes) expect(fieldErrors({ ...goodForm, state })).toEqual({});
    for (const state of ['PR', 'XX', 'Pennsylvania', '']) {
      expect(fieldErrors({ ...goodForm, state }).state).toMatch(/US state/);
    }
  });

  it('needs a street address of at most 100 characters and an apt of at most 40', () => {
    expect(fieldErrors({ ...goodForm, streetAddress: ' ' }).streetAddress).toBe('Enter your street address');
    expect(fieldErrors({ ...goodForm, streetAddress: `1 ${'A'.repeat(99)}` }).streetAddress).toMatch(/100/);
    expect(fieldErrors({ ...goodForm, apt: 'A'.repeat(41) }).apt).toMatch(/40/);
    expect(fieldErrors({ ...goodForm, apt: 'A'.repeat(40) })).toEqual({});
  });

  it('names every missing field (spec section 5: street, city, state and ZIP are all needed)', () => {
    expect(Object.keys(fieldErrors({})).sort()).toEqual(['city', 'state', 'streetAddress', 'zip']);
    expect(isAddressFormComplete(goodForm)).toBe(true);
    expect(isAddressFormComplete({ ...goodForm, zip: '1234' })).toBe(false);
    expect(isAddressFormComplete({ streetAddress: '1 Main St', city: 'Dover', state: 'DE' })).toBe(false);
  });

  it('lets the update call carry a bypass flag, and only a boolean one', () => {
    expect(updateAddress.body.parse({ ...goodForm, bypass: true }).bypass).toBe(true);
    expect(updateAddress.body.safeParse({ ...goodForm, bypass: 'yes' }).success).toBe(false);
  });
});

describe('the verification codes', () => {
  it('cover AE01 to AE14 and AS01, AS10, AS11, AS16, AS17, AS20, AS24, each with a sentence at a form field', () => {
    const expected = [
      ...Array.from({ length: 14 }, (_, index) => `AE${String(index + 1).padStart(2, '0')}`),
      ...['AS01', 'AS10', 'AS11', 'AS16', 'AS17', 'AS20', 'AS24'],
    ];
    expect([...addressCodeList].sort()).toEqual(expected.sort());
    for (const code of addressCodeList) {
      expect(addressCodes[code].message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('show the spec messages at the fields they concern', () => {
    expect(addressCodes.AE01).toMatchObject({ field: 'zip', message: expect.stringMatching(/ZIP code/) });
    expect(addressCodes.AE14).toMatchObject({ field: 'apt', message: expect.stringMatching(/private mailbox/) });
    for (const code of ['AS10', 'AS11', 'AS20'] as const) {
      expect(addressCodes[code]).toEqual({
        field: 'streetAddress',
        message: 'P.O. boxes are not supported. Give a physical home address.',
      });
    }
    for (const code of ['AS16', 'AS17', 'AS24'] as const) {
      expect(addressCodes[code].message).toBe('The postal service cannot deliver to this address.');
    }
    for (const code of ['AE07', 'AE08', 'AE09', 'AE10', 'AE11'] as const) {
      expect(addressCodes[code].message).toMatch(/^Add the missing house or building number/);
    }
  });
});

describe('addressVerdict (spec section 5)', () => {
  const allowed = ['AS16', 'AS17', 'AS24', 'AS01'];
  const poBox = ['AS10', 'AS11', 'AS20'];
  const otherCodes = addressCodeList.filter((code) => !allowed.includes(code) && !poBox.includes(code));

  it('is VALID with no codes', () => {
    expect(addressVerdict([])).toEqual({ outcome: 'VALID' });
  });

  it('allows bypass when only AS16, AS17, AS24 or AS01 appear, in any number and order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...allowed), { minLength: 1, maxLength: 8 }), (codes) => {
        expect(addressVerdict(codes)).toEqual({ outcome: 'BYPASS_ALLOWED' });
      }),
    );
  });

  it('is INVALID_PO_BOX_V2 when a PO box code appears, whatever else does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...poBox), fc.array(fc.constantFrom(...addressCodeList)), (boxCode, others) => {
        expect(addressVerdict([...others, boxCode])).toEqual({ outcome: 'INVALID_PO_BOX_V2' });
      }),
    );
  });

  it('is INVALID_V2 when any other code appears without a PO box code, even beside allowed ones', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...otherCodes),
        fc.array(fc.constantFrom(...allowed, ...otherCodes)),
        (other, rest) => {
          expect(addressVerdict([...rest, other])).toEqual({ outcome: 'INVALID_V2' });
        },
      ),
    );
    // A code the table does not know is not an allowed one either.
    expect(addressVerdict(['AS16', 'ZZ99'])).toEqual({ outcome: 'INVALID_V2' });
  });
});
