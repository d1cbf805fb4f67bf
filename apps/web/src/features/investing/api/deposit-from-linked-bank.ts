import { depositFromLinkedBank } from '@fernleaf/contract/call-addresses/deposit-from-linked-bank.gen';
import { callApi } from '../../../lib/api-client';

/** A one-time ACH deposit from a linked bank, once per Idempotency-Key (decision 044). */
export function sendBankDeposit(
  accountId: string,
  body: { linkedAccountId: string; amountCents: number },
  idempotencyKey: string,
) {
  return callApi(depositFromLinkedBank, { params: { accountId }, body, idempotencyKey });
}
