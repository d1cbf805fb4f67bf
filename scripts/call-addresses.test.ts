import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as addresses from '../packages/contract/src/call-addresses.gen.ts';
import { getProfile } from '../packages/contract/src/user.ts';
import { callAddressesFile, renderCallAddresses } from './generate-call-addresses.ts';

describe('the generated call addresses', () => {
  it('match the contract: run `npm run calls:addresses` after changing a call', async () => {
    expect(readFileSync(callAddressesFile, 'utf8')).toBe(await renderCallAddresses());
  });

  it('name each call where its definition does, and load that very definition', async () => {
    expect(addresses.getProfile).toMatchObject({
      name: 'getProfile',
      module: 'user',
      method: getProfile.method,
      path: getProfile.path,
      access: getProfile.access,
    });
    expect(await addresses.getProfile.load()).toBe(getProfile);
  });
});
