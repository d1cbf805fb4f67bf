// What the page may show of the member before their profile answers (decision 087): the first name
// the sign-in service put into the session's ID token (`given_name`, scope `profile`). Read for
// display only: the token came from the service's token endpoint over this origin, and nothing is
// decided on it; the profile (`getProfile`) stays the member's name of record once it arrives.

/** The ID token's `given_name`, or undefined when there is no token or it carries none. */
export function idTokenFirstName(idToken: string | undefined): string | undefined {
  const payload = idToken?.split('.')[1];
  if (!payload) return undefined;
  try {
    const bytes = Uint8Array.from(atob(payload.replaceAll('-', '+').replaceAll('_', '/')), (char) =>
      char.charCodeAt(0),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const name = (claims as { given_name?: unknown } | null)?.given_name;
    return typeof name === 'string' && name.trim() !== '' ? name : undefined;
  } catch {
    return undefined;
  }
}
