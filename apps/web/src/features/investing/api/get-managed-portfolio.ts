import { getManagedPortfolio } from '@fernleaf/contract/call-addresses/get-managed-portfolio.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** The managed account's profile, themes and allocation (decision 076). */
export function managedPortfolioQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: investingQueryKeys.portfolio(accountId),
    queryFn: ({ signal }) => callApi(getManagedPortfolio, { params: { accountId } }, { signal }),
  });
}
