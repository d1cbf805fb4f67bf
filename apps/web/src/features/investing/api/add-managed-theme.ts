import { addManagedTheme } from '@fernleaf/contract/call-addresses/add-managed-theme.gen';
import type { ThemeFund } from '@fernleaf/contract/investing-portfolios';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Adds a theme to the managed account's targets; answers the portfolio. */
export function sendAddTheme(accountId: string, symbol: ThemeFund, idempotencyKey: string, options: CallOptions = {}) {
  return callApi(addManagedTheme, { params: { accountId }, body: { symbol }, idempotencyKey }, options);
}
