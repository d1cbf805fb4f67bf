import { verifyHumanChallenge } from '@fernleaf/contract/call-addresses/verify-human-challenge.gen';
import type { CallInput, CallOf } from '@fernleaf/contract/define-call';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function sendHumanChallengeAnswer(
  answer: CallInput<CallOf<typeof verifyHumanChallenge>>['body'],
  options: CallOptions = {},
) {
  return callApi(verifyHumanChallenge, { body: answer }, options);
}
