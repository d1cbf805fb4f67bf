// The member's home address is the one saved last: saving a new address replaces it.
import type { addressEntitySchema } from '@fernleaf/contract/user';
import type { z } from 'zod';

export type ProfileAddress = z.infer<typeof addressEntitySchema>;

export function currentAddress(addresses: readonly ProfileAddress[]): ProfileAddress | undefined {
  return addresses.reduce<ProfileAddress | undefined>(
    (latest, address) => (!latest || address.createdOn > latest.createdOn ? address : latest),
    undefined,
  );
}

/** ['1600 MARKET ST, APT 2', 'PHILADELPHIA, PA 19103'] */
export function addressLines(address: ProfileAddress): [string, string] {
  const street = [address.addressLine1, address.addressLine2].filter((part) => part?.trim()).join(', ');
  return [street, `${address.city}, ${address.state} ${address.postalCode}`];
}
