import { removeManagedTheme } from '@fernleaf/contract/call-addresses/remove-managed-theme.gen';
import type { ThemeFund } from '@fernleaf/contract/investing-portfolios';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Takes a theme off the managed account's targets; answers the portfolio. */
export function sendRemoveTheme(
  accountId: string,
  symbol: ThemeFund,
  idempotencyKey: string,
  options: CallOptions = {},
) {
  return callApi(removeManagedTheme, { params: { accountId, symbol }, idempotencyKey }, options);
}
