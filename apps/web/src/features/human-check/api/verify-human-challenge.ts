import { verifyHumanChallenge } from '@fernleaf/contract/turnstile';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function sendHumanChallengeAnswer(answer: { challengeId: string; nonce: number }, options: CallOptions = {}) {
  return callApi(verifyHumanChallenge, { body: answer }, options);
}
