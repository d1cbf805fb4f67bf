import { akoyaLoginSuccess } from '@fernleaf/contract/call-addresses/akoya-login-success.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/**
 * Finishes an Akoya-style link from the provider's redirect. A reload of the callback page sends the
 * same state and code with the same key, so it replays the first answer instead of failing.
 */
export function finishAkoyaLink(body: { state: string; code: string }, options: CallOptions = {}) {
  return callApi(akoyaLoginSuccess, { body, idempotencyKey: `akoya-login-${body.state}` }, options);
}
