// One line for a profile address, as the member picks where the debit card goes.
import type { addressEntitySchema } from '@fernleaf/contract/user';
import type { z } from 'zod';

export type ProfileAddress = z.infer<typeof addressEntitySchema>;

/** '12 Main St, Apt 4, Springfield, IL 62701' */
export function addressLabel(address: ProfileAddress): string {
  const street = [address.addressLine1, address.addressLine2].filter((part) => part?.trim()).join(', ');
  return `${street}, ${address.city}, ${address.state} ${address.postalCode}`;
}
