import { createMlLiteAccount } from '@fernleaf/contract/call-addresses/create-ml-lite-account.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** The member's cash-advance account: made once; later calls answer the same account. */
export function openCashAdvanceAccount(
  { underwritingTransactionId, idempotencyKey }: { underwritingTransactionId: string; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(createMlLiteAccount, { body: { underwritingTransactionId }, idempotencyKey }, options);
}
