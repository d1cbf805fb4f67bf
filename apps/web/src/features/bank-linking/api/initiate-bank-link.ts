import { initiateBankLink } from '@fernleaf/contract/call-addresses/initiate-bank-link.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/**
 * Opens a link session for the institution. One idempotency key per attempt: a retry of the same
 * attempt (after a timeout) replays the session the server may already have opened.
 */
export function startBankLink(institutionId: string, idempotencyKey: string, options: CallOptions = {}) {
  return callApi(initiateBankLink, { body: { institutionId }, idempotencyKey }, options);
}
