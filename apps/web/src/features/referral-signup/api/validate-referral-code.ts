import { validateReferralCode } from '@fernleaf/contract/call-addresses/validate-referral-code.gen';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function fetchReferralCodePreview(referralCode: string, options: CallOptions = {}) {
  return callApi(validateReferralCode, { body: { referralCode } }, options);
}

/** Who a code belongs to, for the "Invited by" preview; a public call, so it works before sign-in too. */
export function referralCodePreviewQueryOptions(referralCode: string) {
  return queryOptions({
    queryKey: ['referral-code', referralCode] as const,
    queryFn: ({ signal }) => fetchReferralCodePreview(referralCode, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
