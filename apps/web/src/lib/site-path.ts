// The one check every "where to go next" value passes (returnTo search parameters, stored return
// paths, sign-in's return): only a path of this site, so a crafted link can never send a member to
// another one.

const probeOrigin = 'https://site.invalid';
const maxDecodings = 3;

/**
 * A path of this site: one leading slash, and nothing a browser or a router could read as another
 * origin. Refused: absolute and scheme URLs (`https:`, `javascript:`, `data:`), protocol-relative
 * `//host`, backslashes (browsers read `/\host` as `//host`), control characters such as tabs and
 * newlines (browsers drop them, so `/\t/host` becomes `//host`), and each of these percent-encoded
 * (`/%2F%2Fhost`, `/%5Chost`), since a router may decode a path before it navigates.
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  let path = value;
  for (let decoding = 0; decoding <= maxDecodings; decoding++) {
    if (!isPlainSitePath(path)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false; // a malformed escape is nothing a page of ours links to
    }
    if (decoded === path) return true;
    path = decoded;
  }
  return false; // encoded more deeply than any link of ours
}

function isPlainSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  // The browser's own reading is the last word: the path must stay on the page's origin.
  try {
    return new URL(path, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/** `value` when it is a path of this site, otherwise `fallback`. */
export function safeSitePath(value: unknown, fallback: string): string {
  return isSitePath(value) ? value : fallback;
}
