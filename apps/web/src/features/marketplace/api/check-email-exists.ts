import { checkEmailExists } from '@fernleaf/contract/call-addresses/check-email-exists.gen';
import { type CallOptions, callApi } from '../../../lib/api-client';

/** Whether the email step's address already has an account, so the visitor can sign in instead. */
export async function emailHasAccount(email: string, options: CallOptions = {}): Promise<boolean> {
  const { exists } = await callApi(checkEmailExists, { query: { email } }, options);
  return exists;
}
