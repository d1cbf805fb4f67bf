import { listAchTransfers } from '@fernleaf/contract/call-addresses/list-ach-transfers.gen';
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';
import { hasPending, refreshWhileInFlight } from '../lib/money-in-flight';

export function fetchAchTransfers(options: CallOptions = {}) {
  return callApi(listAchTransfers, {}, options);
}

export function achTransfersQueryOptions() {
  return queryOptions({
    queryKey: checkingQueryKeys.transfers(),
    queryFn: ({ signal }) => fetchAchTransfers({ signal }),
    refetchInterval: (query) => refreshWhileInFlight(hasPending(query.state.data?.transfers)),
  });
}
