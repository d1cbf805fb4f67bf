// The address verifier's refusals as the update call answers them: the outcome as the error code and
// each form field's message in `fields`, so the form shows every message at its field.
import type { AddressOutcome } from '@fernleaf/contract/address';
import { errorCodes } from '@fernleaf/contract/errors';
import { AppError } from '../../platform/errors.ts';

export interface CodeMessage {
  field: string;
  message: string;
}

/** Several codes can land on one field; each message is shown once. */
export function messagesByField(codes: readonly CodeMessage[]): Record<string, string> {
  const byField = new Map<string, string[]>();
  for (const { field, message } of codes) {
    const messages = byField.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byField.set(field, messages);
  }
  return Object.fromEntries([...byField].map(([field, messages]) => [field, messages.join(' ')]));
}

export function addressRefused(outcome: Extract<AddressOutcome, `INVALID${string}`>, codes: readonly CodeMessage[]) {
  const fields = messagesByField(codes);
  return new AppError(
    422,
    errorCodes[outcome],
    outcome === 'INVALID_PO_BOX_V2' ? 'Give a physical home address' : 'We could not verify this address',
    Object.values(fields).join(' '),
    fields,
  );
}

/** Spec section 8: these codes are allowed, but only once the member confirms the address. */
export function bypassRequired(codes: readonly CodeMessage[]) {
  const fields = messagesByField(codes);
  return new AppError(
    422,
    errorCodes.ADDRESS_BYPASS_REQUIRED,
    'Confirm this address',
    `${Object.values(fields).join(' ')} Confirm it is where you live to use it anyway.`,
    fields,
  );
}
