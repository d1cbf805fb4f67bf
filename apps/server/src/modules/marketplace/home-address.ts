// Spec section 5: the marketplace takes a home address, never a PO box. The answer goes through the
// same verifier and verdict as the address calls; a refusal is a 400 of the application, with each
// message at its field under `answers.address.`. Codes that only ask the member to confirm the
// address (vacant, seasonal, business) pass: the confirmation step is where the member confirms it.
import type { AddressForm } from '@fernleaf/contract/address';
import { errorCodes } from '@fernleaf/contract/errors';
import { AppError } from '../../platform/errors.ts';
import type { AddressVerifier } from '../address/address-verifier.ts';
import { messagesByField } from '../address/errors.ts';
import { checkAddress } from '../address/service.ts';

const fieldPrefix = 'answers.address.';

export async function requireHomeAddress(verifier: AddressVerifier, address: AddressForm): Promise<void> {
  const checked = await checkAddress(verifier, address);
  if (checked.outcome !== 'INVALID_PO_BOX_V2' && checked.outcome !== 'INVALID_V2') return;
  const fields = Object.fromEntries(
    Object.entries(messagesByField(checked.codes)).map(([field, message]) => [`${fieldPrefix}${field}`, message]),
  );
  throw new AppError(
    400,
    errorCodes[checked.outcome],
    checked.outcome === 'INVALID_PO_BOX_V2' ? 'Give a physical home address' : 'We could not verify this address',
    Object.values(fields).join(' '),
    fields,
  );
}
