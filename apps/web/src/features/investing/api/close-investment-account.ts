import { closeInvestmentAccount } from '@fernleaf/contract/call-addresses/close-investment-account.gen';
import { callApi } from '../../../lib/api-client';

/** The closing itself, sent once per confirmation with its Idempotency-Key. */
export function sendClosing(accountId: string, idempotencyKey: string) {
  return callApi(closeInvestmentAccount, { params: { accountId }, body: { confirm: true }, idempotencyKey });
}
