import { getDirectDepositForm } from '@fernleaf/contract/call-addresses/get-direct-deposit-form.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';
import { base64ToBlob } from '../../../ui/dialogs/legal-document-source';

/** The pre-filled direct-deposit form as a PDF blob, ready to save. */
export async function fetchDirectDepositForm(options: CallOptions = {}): Promise<Blob> {
  const { document } = await callApi(getDirectDepositForm, {}, options);
  return base64ToBlob(document.data, document.contentType);
}
