// The addresses between the Akoya-style provider's page and /bv-callback/akoya. Like an OAuth
// provider, it sends the browser back with `code` and `state` on success, or `error` and `state`.
export const akoyaCallbackPath = '/bv-callback/akoya';

/** OAuth's code for "the member said no"; `login_failed` when the bank closed the sign-in. */
export type AkoyaCallbackError = 'access_denied' | 'login_failed' | 'invalid_request';

export function akoyaErrorUrl(error: AkoyaCallbackError, state: string | undefined): string {
  const search = new URLSearchParams({ error, ...(state ? { state } : {}) });
  return `${akoyaCallbackPath}?${search.toString()}`;
}

/** What the member reads for the `error` the provider sent; codes we do not know read as a plain failure. */
export function akoyaErrorMessage(error: string): string {
  switch (error) {
    case 'access_denied':
      return 'You cancelled at your bank, so no account was linked.';
    case 'login_failed':
      return 'Your bank could not sign you in, so no account was linked.';
    default:
      return 'Your bank did not finish linking your account.';
  }
}
