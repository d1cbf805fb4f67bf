import { recordReferralSignUp } from '@fernleaf/contract/call-addresses/record-referral-sign-up.gen';
import { useMutation } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function sendReferralSignUp(referralCode: string, options: CallOptions = {}) {
  return callApi(recordReferralSignUp, { body: { referralCode } }, options);
}

export function useRecordReferralSignUp() {
  return useMutation({ mutationFn: (referralCode: string) => sendReferralSignUp(referralCode) });
}
