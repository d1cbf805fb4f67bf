// One spelling of each path, decided before routing: the router decodes percent-escapes when it
// matches (`/%61pi/health` finds `/api/health`), while the checks that go by a path's prefix (the
// rate limit's exemption of pages, the API's no-store headers, the sandbox gate, the not-found
// handler) read the raw address. Decoding the escapes of unreserved characters (RFC 3986 section
// 6.2.2.2: letters, digits, `-._~`) makes both read the same path; reserved characters (`/`, `?`,
// `#` and the like) stay escaped, as the router leaves them. Every prefix we decide on is made of
// unreserved characters and `/`, so no other spelling of one reaches a route under it.
import type { IncomingMessage } from 'node:http';

const unreservedEscape = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DEde]|5[Ff]|7[Ee])/g;

/** The path (and query, untouched) with the escapes of unreserved characters decoded. */
export function canonicalPath(url: string): string {
  const percent = url.indexOf('%');
  // The common case costs one scan: nothing escaped.
  if (percent === -1) return url;
  const query = url.indexOf('?');
  if (query !== -1 && query < percent) return url;
  const path = query === -1 ? url : url.slice(0, query);
  const rest = query === -1 ? '' : url.slice(query);
  return path.replace(unreservedEscape, (escaped) => String.fromCharCode(Number.parseInt(escaped.slice(1), 16))) + rest;
}

/** Fastify's `rewriteUrl`: every hook, route and handler sees the canonical path. */
export function rewriteToCanonicalPath(request: IncomingMessage): string {
  return canonicalPath(request.url ?? '/');
}
