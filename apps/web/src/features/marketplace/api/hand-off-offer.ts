import { handOffMarketplaceOffer } from '@fernleaf/contract/call-addresses/hand-off-marketplace-offer.gen';
import type { CallOf, CallResponse } from '@fernleaf/contract/define-call';
import { type CallOptions, callApi } from '../../../lib/api-client';

export type HandOff = CallResponse<CallOf<typeof handOffMarketplaceOffer>>;

/** Records the member's choice among their application's offers; answers the partner's page. */
export function handOffOffer(
  { applicationId, offerId, idempotencyKey }: { applicationId: string; offerId: string; idempotencyKey: string },
  options: CallOptions = {},
): Promise<HandOff> {
  return callApi(handOffMarketplaceOffer, { params: { applicationId, offerId }, idempotencyKey }, options);
}
