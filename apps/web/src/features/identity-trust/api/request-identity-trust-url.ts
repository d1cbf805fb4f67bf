import { requestIdentityTrustUrl } from '@fernleaf/contract/identity-trust';
import type { z } from 'zod';
import { type CallOptions, callApi } from '../../../lib/api-client';

export type IdentityTrustUrlRequest = z.input<(typeof requestIdentityTrustUrl)['body']>;

export function fetchIdentityTrustUrl(body: IdentityTrustUrlRequest, options: CallOptions = {}) {
  return callApi(requestIdentityTrustUrl, { body }, options);
}
