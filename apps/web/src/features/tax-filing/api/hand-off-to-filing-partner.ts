import { handOffToFilingPartner as handOffCall } from '@fernleaf/contract/call-addresses/hand-off-to-filing-partner.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Records the member's going on to the filing partner; answers the partner's page to open. */
export function handOffToFilingPartner(
  { idempotencyKey }: { idempotencyKey: string },
  options: CallOptions = {},
): ReturnType<typeof callApi<typeof handOffCall>> {
  return callApi(handOffCall, { idempotencyKey }, options);
}
