// The pages of the web app, as the server needs to know them: the web build writes the full path of
// every route of its route tree into `route-paths.json` beside `index.html`, and the server answers a
// page request with status 200 only when one of them matches (404 otherwise, still with the app,
// which shows the not-found page). Both sides read the paths through this module, so the list is
// made from the route tree at build time and cannot drift from it.

/** The file the web build writes into its output folder. */
export const webRoutePathsFileName = 'route-paths.json';

export interface WebRoutePaths {
  /** TanStack Router full paths: `/home`, `/legal/$document`, `/onboarding/signup/$` (a splat). */
  paths: string[];
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Whether `pathname` (no query) is a page of one of the route `paths`. A `$name` segment matches any
 * one segment, a lone `$` (a splat) the rest of the path, including nothing; `{-$name}` may be left
 * out; `question-{$number}` matches a segment with that text around one or more characters. Letters are compared without case and trailing slashes do not count, as the router does.
 */
export function isWebRoutePath(paths: readonly string[], pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const wanted = segmentsOf(decoded.toLowerCase());
  return paths.some((path) => matches(segmentsOf(path.toLowerCase()), wanted));
}

function matches(pattern: readonly string[], wanted: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return wanted.length === 0;
  if (head === '$') return true;
  if (/^\{-\$[^}]*\}$/.test(head) && matches(rest, wanted)) return true;
  const [segment, ...others] = wanted;
  if (segment === undefined) return false;
  const isParam = head.startsWith('$') || /^\{-?\$[^}]*\}$/.test(head);
  return (isParam || head === segment || matchesAround(head, segment)) && matches(rest, others);
}

/** A parameter with text around it, `question-{$number}`: the text, then at least one character. */
function matchesAround(head: string, segment: string): boolean {
  const parts = /^(.*)\{\$[^}]*\}(.*)$/.exec(head);
  if (!parts) return false;
  const [, prefix = '', suffix = ''] = parts;
  return segment.length > prefix.length + suffix.length && segment.startsWith(prefix) && segment.endsWith(suffix);
}
