import { type AddressFormInput, addressFormSchema, addressVerdict } from '@fernleaf/contract/address';
import { describe, expect, it } from 'vitest';
import { createSandboxAddressVerifier, verifyAddress } from './sandbox-address-verifier.ts';
import { addressTriggers, goodSandboxAddress } from './triggers.ts';

const verify = (change: Partial<AddressFormInput> = {}) =>
  verifyAddress(addressFormSchema.parse({ ...goodSandboxAddress, ...change }));

describe('the sandbox address verifier', () => {
  it('verifies a good address with no codes and answers it standardized, ZIP+4 kept', async () => {
    const result = await createSandboxAddressVerifier().verify(
      addressFormSchema.parse({ ...goodSandboxAddress, apt: 'Suite 200', zip: '19103-4321' }),
    );
    expect(result).toEqual({
      codes: [],
      standardized: {
        addressLine1: '1600 MARKET ST',
        addressLine2: 'STE 200',
        city: 'PHILADELPHIA',
        state: 'PA',
        postalCode: '19103-4321',
      },
    });
  });

  it('answers the same for the same address', () => {
    expect(verify({ streetAddress: '1 Vacant Ln' })).toEqual(verify({ streetAddress: '1 Vacant Ln' }));
  });

  it('has a documented trigger for every code', () => {
    const codes = new Set(addressTriggers.map((trigger) => trigger.code));
    expect(codes.size).toBe(addressTriggers.length);
    expect(codes.size).toBe(21);
  });

  it.each(addressTriggers.map((trigger) => [trigger.code, trigger] as const))(
    '%s is reached by its documented trigger, and only that code',
    (code, trigger) => {
      expect(verify(trigger.change).codes).toEqual([code]);
    },
  );

  it('reaches a named street in any spelling that standardizes the same', () => {
    expect(verify({ streetAddress: '1 vacant lane' }).codes).toEqual(['AS16']);
    expect(verify({ streetAddress: '999 Future Street' }).codes).toEqual(['AE06']);
    expect(verify({ streetAddress: '2 Vacant Ln' }).codes).toEqual([]);
  });

  it('refuses a ZIP outside the chosen state with AE01', () => {
    expect(verify({ state: 'NJ' }).codes).toEqual(['AE01']);
    expect(verify({ zip: '10001' }).codes).toEqual(['AE01']);
  });

  it.each(['PO Box 123', 'P.O. Box 123', 'p o box 123', 'Post Office Box 123', 'POB 123', 'POBox 123'])(
    'recognises the PO box %s as AS10 and refuses it as a PO box',
    (streetAddress) => {
      const result = verify({ streetAddress });
      expect(result.codes).toEqual(['AS10']);
      expect(result.standardized.addressLine1).toBe('PO BOX 123');
      expect(addressVerdict(result.codes).outcome).toBe('INVALID_PO_BOX_V2');
    },
  );

  it('refuses a PO box with no number or a bad one, and one written in the apt', () => {
    expect(verify({ streetAddress: 'PO Box' }).codes).toEqual(['AS10', 'AE13']);
    expect(verify({ streetAddress: 'PO Box #5' }).codes).toEqual(['AS10', 'AE12']);
    expect(verify({ apt: 'PO Box 9' }).codes).toEqual(['AS10']);
  });

  it('takes a whole RR or HC box and refuses one missing its route or box number', () => {
    expect(verify({ streetAddress: 'RR 5 Box 12' })).toMatchObject({
      codes: [],
      standardized: { addressLine1: 'RR 5 BOX 12' },
    });
    expect(verify({ streetAddress: 'Rural Route 5 Box 12' }).standardized.addressLine1).toBe('RR 5 BOX 12');
    expect(verify({ streetAddress: 'HC 3 Box 4' }).codes).toEqual([]);
    expect(verify({ streetAddress: 'HC Box 4' }).codes).toEqual(['AE12']);
    expect(verify({ streetAddress: 'HC 3' }).codes).toEqual(['AE13']);
    expect(verify({ streetAddress: 'RR 5 Box' }).codes).toEqual(['AE13']);
    expect(verify({ streetAddress: 'RR 5 Box 1 2' }).codes).toEqual(['AE12']);
  });

  it('checks units: a designator needs a number, zero is not one, a building of flats needs one', () => {
    expect(verify({ apt: 'Apt' }).codes).toEqual(['AE09']);
    expect(verify({ apt: '#0' }).codes).toEqual(['AE08']);
    expect(verify({ apt: 'Basement' }).codes).toEqual([]);
    expect(verify({ streetAddress: '1 Highrise Plaza', apt: 'Apt 3' }).codes).toEqual([]);
  });

  it('adds up codes from several parts of one address', () => {
    expect(verify({ streetAddress: '1 Vacant Ln', zip: '00000' }).codes).toEqual(['AE01', 'AS16']);
  });
});
