// Where a page goes back to, from a search parameter or an answer: only a path of this site, so a
// crafted link can never send the member elsewhere.

/** A path of this site: starts with one slash, no scheme, no protocol-relative '//' or backslash. */
export function isSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    ![...value].some((character) => character.charCodeAt(0) < 0x20)
  );
}

export function safeReturnTo(value: unknown, fallback: string): string {
  return isSitePath(value) ? value : fallback;
}
