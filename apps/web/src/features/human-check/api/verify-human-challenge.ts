import type { CallInput } from '@fernleaf/contract/define-call';
import { verifyHumanChallenge } from '@fernleaf/contract/turnstile';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function sendHumanChallengeAnswer(
  answer: CallInput<typeof verifyHumanChallenge>['body'],
  options: CallOptions = {},
) {
  return callApi(verifyHumanChallenge, { body: answer }, options);
}
