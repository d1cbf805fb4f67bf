import { getInvestmentPositions } from '@fernleaf/contract/call-addresses/get-investment-positions.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** An account's cash and holdings, managed or self-directed alike. */
export function positionsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: investingQueryKeys.positions(accountId),
    queryFn: ({ signal }) => callApi(getInvestmentPositions, { params: { accountId } }, { signal }),
  });
}
