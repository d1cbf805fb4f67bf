// The managed account's portfolio (decision 043, 2026-11-28): its profile, themes and allocation, and
// the three calls that change its targets. Keys sit under the account's, so a change refreshes what
// the account's pages show at once.
import { addManagedTheme } from '@fernleaf/contract/call-addresses/add-managed-theme.gen';
import { adoptRiskProfile } from '@fernleaf/contract/call-addresses/adopt-risk-profile.gen';
import { getManagedPortfolio } from '@fernleaf/contract/call-addresses/get-managed-portfolio.gen';
import { removeManagedTheme } from '@fernleaf/contract/call-addresses/remove-managed-theme.gen';
import type { ThemeFund } from '@fernleaf/contract/investing-portfolios';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../../lib/api-client';
import { managedQueryKeys } from './managed-queries';

export const portfolioQueryKey = (accountId: string) => [...managedQueryKeys.account(accountId), 'portfolio'] as const;

export function managedPortfolioQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: portfolioQueryKey(accountId),
    queryFn: ({ signal }) => callApi(getManagedPortfolio, { params: { accountId } }, { signal }),
  });
}

export function sendThemeChange(
  accountId: string,
  change: { action: 'ADD' | 'REMOVE'; symbol: ThemeFund },
  idempotencyKey: string,
  options: CallOptions = {},
) {
  return change.action === 'ADD'
    ? callApi(addManagedTheme, { params: { accountId }, body: { symbol: change.symbol }, idempotencyKey }, options)
    : callApi(removeManagedTheme, { params: { accountId, symbol: change.symbol }, idempotencyKey }, options);
}

/** The account takes the member's current score: after the questions are answered again. */
export function sendAdoptRiskProfile(accountId: string, options: CallOptions = {}) {
  return callApi(adoptRiskProfile, { params: { accountId } }, options);
}
