import type { CallResponse } from '@fernleaf/contract/define-call';
import { handOffMarketplaceOffer } from '@fernleaf/contract/marketplace';
import { type CallOptions, callApi } from '../../../lib/api-client';

export type HandOff = CallResponse<typeof handOffMarketplaceOffer>;

/** Records the member's choice among their application's offers; answers the partner's page. */
export function handOffOffer(
  { applicationId, offerId, idempotencyKey }: { applicationId: string; offerId: string; idempotencyKey: string },
  options: CallOptions = {},
): Promise<HandOff> {
  return callApi(handOffMarketplaceOffer, { params: { applicationId, offerId }, idempotencyKey }, options);
}
