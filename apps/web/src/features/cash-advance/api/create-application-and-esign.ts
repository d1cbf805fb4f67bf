import { createApplicationAndEsign } from '@fernleaf/contract/call-addresses/create-application-and-esign.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { useCashAdvanceStore } from '../store';

/**
 * Spec section 4: the application and its e-sign documents are created once and reused unless a
 * forced refresh is asked for. The store keeps them for the tab; the server answers the same
 * application again anyway, so a new tab costs one call, not a second application.
 */
export async function ensureApplication(
  {
    forceRefresh = false,
    idempotencyKey = crypto.randomUUID(),
  }: { forceRefresh?: boolean; idempotencyKey?: string } = {},
  options: CallOptions = {},
): Promise<string> {
  const { applicationId } = useCashAdvanceStore.getState();
  if (applicationId && !forceRefresh) return applicationId;
  const answer = await callApi(createApplicationAndEsign, { body: { forceRefresh }, idempotencyKey }, options);
  useCashAdvanceStore.getState().setApplication(answer);
  return answer.applicationId;
}
