// What the product needs from an address verification service. The address module owns it (the
// marketplace uses it too); sandbox/address-verifier implements it and app.ts hands it in (decision
// 031); a real provider would implement it too.
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
