import type { BankSource } from '@fernleaf/contract/bank';
import { bankLinkStatus } from '@fernleaf/contract/call-addresses/bank-link-status.gen';
import { callApi } from '../../../lib/api-client';

/** The status call the poller makes (spec: "fetch status by source and bank id"). */
export function fetchBankLinkStatus({ source, bankId }: { source: BankSource; bankId: string }, signal?: AbortSignal) {
  return callApi(bankLinkStatus, { params: { source, bankId } }, signal ? { signal } : {});
}
