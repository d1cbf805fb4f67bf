import { providerMfa } from '@fernleaf/contract/call-addresses/provider-mfa.gen';
import { callApi } from '../../../lib/api-client';

/** Answers the verification code the bank asked for after sign-in. */
export function answerProviderMfa(linkSessionId: string, code: string) {
  return callApi(providerMfa, { params: { linkSessionId }, body: { code } });
}
