import { isValidZip } from './zip';

/** The address form's fields (spec section 3); the API's Address names them differently. */
export type AddressForm = {
  streetAddress: string;
  apt?: string;
  city: string;
  state: string;
  zip: string;
};

/**
 * Whether the address form may be submitted (spec section 5): street address, city and state present
 * (not blank) and a ZIP matching the ZIP pattern. apt is optional. The city's own rule (citySchema) is
 * the field's error, not this check's, so the two do not disagree about when to show a message.
 */
export function isAddressComplete(form: AddressForm): boolean {
  return (
    form.streetAddress.trim() !== '' &&
    form.city.trim() !== '' &&
    form.state.trim() !== '' &&
    isValidZip(form.zip.trim())
  );
}
