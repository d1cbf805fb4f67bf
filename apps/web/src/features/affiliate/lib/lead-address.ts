// The lead's address in the shape of the address form (spec section 3: streetAddress, apt, city,
// state, zip), so a form can start from it. The member still confirms it, and the address
// verifier still checks it, like any address typed in.
import type { AddressFormField } from '@fernleaf/contract/address';
import type { LeadPersonalInformation } from '@fernleaf/contract/lead';

export type LeadAddressValues = Record<AddressFormField, string>;

export function leadAddressToForm(information: LeadPersonalInformation): LeadAddressValues {
  return {
    streetAddress: information.address1.trim(),
    apt: information.address2?.trim() ?? '',
    city: information.city.trim(),
    state: information.state.trim().toUpperCase(),
    zip: information.zipcode.trim(),
  };
}
