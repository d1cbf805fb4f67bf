// A page opened at another address than PUBLIC_URL (http://127.0.0.1:3000 when it says
// http://localhost:3000, a machine's LAN address, a second domain) cannot sign in: the sign-in
// service's issuer and return address are PUBLIC_URL's, and the browser keeps the session per origin.
// So a page request at another host is sent to the same path at PUBLIC_URL before anything loads.
// API calls and the sign-in service itself are left alone: clients and health checks call them by
// whatever address reaches the server.
import type { FastifyReply, FastifyRequest } from 'fastify';

const notPages = /^\/(api|oidc)(\/|\?|$)|^\/assets\//;

/**
 * Sends a page request at another host to PUBLIC_URL and says whether it did; API calls pass with one
 * test. Called by the edge hook (edge-hook.ts).
 */
export function canonicalHostRedirect(publicUrl: string): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const canonical = new URL(publicUrl);
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (notPages.test(request.url) || isCanonicalHost(request.host, canonical)) return false;
    // 308 keeps the method; the path and query are kept as they were asked for.
    reply.header('cache-control', 'no-store').redirect(`${canonical.origin}${request.url}`, 308);
    return true;
  };
}

/** Host names compare without case, and a default port (`:80` for http) is the same as none. */
export function isCanonicalHost(host: string | undefined, canonical: URL): boolean {
  if (!host) return false;
  try {
    return new URL(`${canonical.protocol}//${host}`).host === canonical.host;
  } catch {
    return false;
  }
}
