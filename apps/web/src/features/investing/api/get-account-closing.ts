import { getAccountClosing } from '@fernleaf/contract/call-addresses/get-account-closing.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** Where a closing stands. */
export function closingStatusQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: investingQueryKeys.closing(accountId),
    queryFn: ({ signal }) => callApi(getAccountClosing, { params: { accountId } }, { signal }),
  });
}
