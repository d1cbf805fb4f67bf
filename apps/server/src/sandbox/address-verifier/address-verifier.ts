// What the product needs from an address verification service; the sandbox in this folder is the one
// used here, and a real provider would implement the same interface.
import type { AddressCode, AddressForm, standardizedAddressSchema } from '@fernleaf/contract/address';
import type { z } from 'zod';

export type StandardizedAddress = z.infer<typeof standardizedAddressSchema>;

export interface AddressVerification {
  /** The provider's result codes; none means the address was verified as given. */
  codes: AddressCode[];
  /** The address in postal-service form, saved instead of what was typed. */
  standardized: StandardizedAddress;
}

export interface AddressVerifier {
  verify(address: AddressForm): Promise<AddressVerification>;
}
