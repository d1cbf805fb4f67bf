import { providerLogin } from '@fernleaf/contract/call-addresses/provider-login.gen';
import { callApi } from '../../../lib/api-client';

/** Signs in at the member's bank through the sandbox provider, as its sign-in screen does. */
export function signInAtProvider(linkSessionId: string, body: { username: string; password: string }) {
  return callApi(providerLogin, { params: { linkSessionId }, body });
}
