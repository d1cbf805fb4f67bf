import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getProfile as getProfileAddress } from '../packages/contract/src/call-addresses/get-profile.gen.ts';
import { getProfile } from '../packages/contract/src/user.ts';
import { callAddressesFolder, callAddressFileName, renderCallAddresses } from './generate-call-addresses.ts';

describe('the generated call addresses', () => {
  it('match the contract: run `npm run calls:addresses` after changing a call', async () => {
    const expected = await renderCallAddresses();
    expect(readdirSync(callAddressesFolder).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) {
      expect(readFileSync(path.join(callAddressesFolder, name), 'utf8'), name).toBe(text);
    }
  });

  it('send each call where its definition does, and load that very definition', async () => {
    expect(getProfileAddress).toEqual({
      method: getProfile.method,
      path: getProfile.path,
      access: getProfile.access,
      load: expect.any(Function),
    });
    expect(await getProfileAddress.load()).toBe(getProfile);
  });

  it('give each call a file in kebab case', () => {
    expect(callAddressFileName('getProfile')).toBe('get-profile.gen.ts');
    expect(callAddressFileName('checkEligibilityV6')).toBe('check-eligibility-v6.gen.ts');
  });
});
