import { adoptRiskProfile } from '@fernleaf/contract/call-addresses/adopt-risk-profile.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** The account takes the member's current score: after the questions are answered again. */
export function sendAdoptRiskProfile(accountId: string, options: CallOptions = {}) {
  return callApi(adoptRiskProfile, { params: { accountId } }, options);
}
