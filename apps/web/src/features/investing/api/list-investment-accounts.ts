// The member's investment accounts with their value: read by the home, the profile and the accounts
// page as well as by investing's own pages, so it stands alone and brings no other investing call
// into their first download.
import { listInvestmentAccounts } from '@fernleaf/contract/call-addresses/list-investment-accounts.gen';
import type { InvestmentAccountValue } from '@fernleaf/contract/investing';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Under investing's root key, so invalidating `['investing']` after a transfer refreshes it too. */
export const investmentAccountsQueryKey = ['investing', 'investment-accounts'] as const;

/** The investment accounts with their value; an empty list for a member without one. */
export function fetchInvestmentAccounts(options: CallOptions = {}): Promise<InvestmentAccountValue[]> {
  return callApi(listInvestmentAccounts, {}, options).then((answer) => answer.accounts);
}

/**
 * An empty list is an answer here: the spec's `GET /plus/account` answers 404 U0022 for a member without
 * an account, which the browser logs as an error on every page that asks, so the pages ask this call.
 */
export function investmentAccountsQueryOptions() {
  return queryOptions({
    queryKey: investmentAccountsQueryKey,
    queryFn: ({ signal }) => fetchInvestmentAccounts({ signal }),
  });
}
