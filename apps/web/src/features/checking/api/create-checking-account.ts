import { createCheckingAccount } from '@fernleaf/contract/call-addresses/create-checking-account.gen';
import { errorCodes } from '@fernleaf/contract/errors';
import type { addressEntitySchema } from '@fernleaf/contract/user';
import type { z } from 'zod';
import { track } from '../../../lib/analytics/track';
import { ApiError, type CallOptions, callApi, noResponseStatus } from '../../../lib/api-client';
import {
  type CheckingCreateOutcome,
  outcomeOfCreateError,
  outcomeOfCreateMessage,
} from '../lib/checking-create-outcome';

/** The analytics event every attempt records, with its outcome (spec section 4: each outcome is tracked). */
export const checkingCreateEvent = 'checking.account_create';

export interface OpenCheckingAccountInput {
  /** The signed-in member's profile; the account cannot be opened without one. */
  profile: { addresses: z.infer<typeof addressEntitySchema>[] } | null;
  /** The profile address the debit card is issued to. */
  addressId: string | undefined;
  idempotencyKey: string;
  depositCode?: string;
  employmentCode?: string;
  leadGenTransactionId?: string;
  paymentForm?: string;
}

export type OpenCheckingAccountResult =
  | { outcome: 'success'; accountId: string | null }
  | { outcome: Exclude<CheckingCreateOutcome, 'success'>; error: ApiError | undefined };

/** Spec section 5: without a profile and an address id the account is not opened, and nothing is sent. */
export function missingValuesError(): ApiError {
  return new ApiError({
    status: noResponseStatus,
    code: errorCodes.MISSING_VALUES,
    title: 'We need your address',
    description: 'Choose the home address your debit card is sent to.',
    fields: { addressId: 'Choose the home address your debit card is sent to.' },
  });
}

/**
 * Opens the checking account. Throws MISSING_VALUES before calling when the profile or the address id
 * is missing; otherwise answers the outcome, tracked once per attempt.
 */
export async function openCheckingAccount(
  { profile, addressId, idempotencyKey, ...codes }: OpenCheckingAccountInput,
  options: CallOptions = {},
): Promise<OpenCheckingAccountResult> {
  if (!profile || !addressId) throw missingValuesError();
  let result: OpenCheckingAccountResult;
  try {
    const answer = await callApi(createCheckingAccount, { body: { addressId, ...codes }, idempotencyKey }, options);
    const outcome = outcomeOfCreateMessage(answer.message);
    result = outcome === 'success' ? { outcome, accountId: answer.accountId } : { outcome, error: undefined };
  } catch (error) {
    // The caller's own cancel is not an outcome of opening the account.
    if (options.signal?.aborted) throw error;
    result = { outcome: outcomeOfCreateError(error), error: error instanceof ApiError ? error : undefined };
  }
  track(checkingCreateEvent, { outcome: result.outcome });
  return result;
}
