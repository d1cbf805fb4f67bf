import { createHumanChallenge } from '@fernleaf/contract/call-addresses/create-human-challenge.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function fetchHumanChallenge(options: CallOptions = {}) {
  return callApi(createHumanChallenge, {}, options);
}
