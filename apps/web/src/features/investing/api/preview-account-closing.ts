import { previewAccountClosing } from '@fernleaf/contract/call-addresses/preview-account-closing.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** What closing the account would do (decision 044). */
export function closingPreviewQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: investingQueryKeys.closingPreview(accountId),
    queryFn: ({ signal }) => callApi(previewAccountClosing, { params: { accountId } }, { signal }),
  });
}
