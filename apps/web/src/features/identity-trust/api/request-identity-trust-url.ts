import { requestIdentityTrustUrl } from '@fernleaf/contract/call-addresses/request-identity-trust-url.gen';
import type { CallOf } from '@fernleaf/contract/define-call';
import type { z } from 'zod';
import { type CallOptions, callApi } from '../../../lib/api-client';

export type IdentityTrustUrlRequest = z.input<CallOf<typeof requestIdentityTrustUrl>['body']>;

export function fetchIdentityTrustUrl(body: IdentityTrustUrlRequest, options: CallOptions = {}) {
  return callApi(requestIdentityTrustUrl, { body }, options);
}
