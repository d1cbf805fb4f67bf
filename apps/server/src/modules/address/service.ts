// Address rules: the verifier's codes turned into the verdict of spec section 5, and saving the
// verified address as the member's current one (earlier addresses stay as history).
import { randomUUID } from 'node:crypto';
import { type AddressForm, addressCodes, addressVerdict } from '@fernleaf/contract/address';
import type { addressEntitySchema } from '@fernleaf/contract/user';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { insertAddress } from '../../identity/service.ts';
import { requireMember } from '../user/service.ts';
import type { AddressVerifier } from './address-verifier.ts';
import { addressRefused, bypassRequired } from './errors.ts';

type AddressEntity = z.infer<typeof addressEntitySchema>;

export async function checkAddress(verifier: AddressVerifier, form: AddressForm) {
  const { codes, standardized } = await verifier.verify(form);
  return {
    outcome: addressVerdict(codes).outcome,
    codes: codes.map((code) => ({ code, field: addressCodes[code].field, message: addressCodes[code].message })),
    standardized,
  };
}

/**
 * Saves the address only when the verifier accepts it, or when its only codes allow bypass and the
 * member confirmed it (`bypass`). Runs inside the call's transaction.
 */
export async function saveAddress(
  db: Db,
  verifier: AddressVerifier,
  memberId: string,
  request: AddressForm & { bypass?: boolean | undefined },
): Promise<AddressEntity> {
  const user = await requireMember(db, memberId);
  const { bypass, ...form } = request;
  const checked = await checkAddress(verifier, form);
  if (checked.outcome === 'INVALID_V2' || checked.outcome === 'INVALID_PO_BOX_V2') {
    throw addressRefused(checked.outcome, checked.codes);
  }
  if (checked.outcome === 'BYPASS_ALLOWED' && bypass !== true) throw bypassRequired(checked.codes);

  const id = randomUUID();
  const status = checked.outcome === 'VALID' ? 'VERIFIED' : 'BYPASSED';
  const createdAt = new Date();
  await insertAddress(db, { id, memberId: user.id, ...checked.standardized, country: 'US', status, createdAt });
  return { id, ...checked.standardized, country: 'US', status, createdOn: createdAt.toISOString() };
}
