// Closing an account (decision 044): what it would do and where it stands as query options, and the
// closing itself, sent once per confirmation with its Idempotency-Key.
import { closeInvestmentAccount } from '@fernleaf/contract/call-addresses/close-investment-account.gen';
import { getAccountClosing } from '@fernleaf/contract/call-addresses/get-account-closing.gen';
import { previewAccountClosing } from '@fernleaf/contract/call-addresses/preview-account-closing.gen';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { managedQueryKeys } from '../../managed/api/managed-queries';

export function closingPreviewQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: [...managedQueryKeys.account(accountId), 'closing-preview'] as const,
    queryFn: ({ signal }) => callApi(previewAccountClosing, { params: { accountId } }, { signal }),
  });
}

export function closingStatusQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: [...managedQueryKeys.account(accountId), 'closing'] as const,
    queryFn: ({ signal }) => callApi(getAccountClosing, { params: { accountId } }, { signal }),
  });
}

export function sendClosing(accountId: string, idempotencyKey: string) {
  return callApi(closeInvestmentAccount, { params: { accountId }, body: { confirm: true }, idempotencyKey });
}
