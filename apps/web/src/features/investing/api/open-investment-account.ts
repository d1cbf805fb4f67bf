import { openInvestmentAccount } from '@fernleaf/contract/call-addresses/open-investment-account.gen';
import type { InvestmentAccountView, InvestmentDisclosure, InvestmentKind } from '@fernleaf/contract/investing';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Opens the member's account of one kind, once per Idempotency-Key (decision 042). */
export function openAccountOfKind(
  kind: InvestmentKind,
  acceptedDisclosures: InvestmentDisclosure[],
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<InvestmentAccountView> {
  return callApi(openInvestmentAccount, { body: { kind, acceptedDisclosures }, idempotencyKey }, options);
}
