import { signBankingEsign } from '@fernleaf/contract/call-addresses/sign-banking-esign.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Signs the agreements the member accepted; answers every agreement with its new state. */
export function signBankingAgreements(
  { documentIds, idempotencyKey }: { documentIds: string[]; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(signBankingEsign, { body: { documentIds }, idempotencyKey }, options);
}
