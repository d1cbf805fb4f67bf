import { finicityLoginSuccess } from '@fernleaf/contract/call-addresses/finicity-login-success.gen';
import { plaidLoginSuccess } from '@fernleaf/contract/call-addresses/plaid-login-success.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

export type InPageSource = 'PLAID' | 'FINICITY';

/**
 * Trades the provider's one-time token for the linked bank (Plaid and Finicity style). A link
 * session finishes once, so its id makes the idempotency key: sending it again replays the answer.
 */
export function finishProviderLink(
  source: InPageSource,
  body: { linkSessionId: string; publicToken: string },
  options: CallOptions = {},
) {
  const call = source === 'PLAID' ? plaidLoginSuccess : finicityLoginSuccess;
  return callApi(call, { body, idempotencyKey: `login-success-${body.linkSessionId}` }, options);
}
