import { handOffProductOffer } from '@fernleaf/contract/call-addresses/hand-off-product-offer.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';
import type { HandOff } from './hand-off-offer';

/** Records the member's choice of a products-and-offers tile; answers the partner's page. */
export function handOffProduct(
  { offerId, idempotencyKey }: { offerId: string; idempotencyKey: string },
  options: CallOptions = {},
): Promise<HandOff> {
  return callApi(handOffProductOffer, { params: { offerId }, idempotencyKey }, options);
}
