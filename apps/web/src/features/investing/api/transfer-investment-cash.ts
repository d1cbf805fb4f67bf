import { transferInvestmentCash } from '@fernleaf/contract/call-addresses/transfer-investment-cash.gen';
import type { InvestmentTransferDirection } from '@fernleaf/contract/investing-money';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Cash between checking and an investment account, once per Idempotency-Key. */
export function sendInvestmentTransfer(
  accountId: string,
  body: { direction: InvestmentTransferDirection; amountCents: number },
  idempotencyKey: string,
  options: CallOptions = {},
) {
  return callApi(transferInvestmentCash, { params: { accountId }, body, idempotencyKey }, options);
}
