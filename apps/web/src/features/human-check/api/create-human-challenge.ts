import { createHumanChallenge } from '@fernleaf/contract/call-addresses.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function fetchHumanChallenge(options: CallOptions = {}) {
  return callApi(createHumanChallenge, {}, options);
}
