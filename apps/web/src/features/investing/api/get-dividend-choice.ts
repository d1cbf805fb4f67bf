import { getDividendChoice } from '@fernleaf/contract/call-addresses/get-dividend-choice.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** Whether the account's dividends are reinvested, and whether the member may choose (decision 046). */
export function dividendChoiceQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: investingQueryKeys.dividendChoice(accountId),
    queryFn: ({ signal }) => callApi(getDividendChoice, { params: { accountId } }, { signal }),
  });
}
