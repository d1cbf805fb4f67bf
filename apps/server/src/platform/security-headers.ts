// Security headers, computed once and set on every answer: the full browser policy on documents, a
// short one on API answers (JSON is never rendered, and the bytes count at thousands of answers a
// second). See docs/decisions/004-security-headers-without-helmet.md.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppEnv } from '../config.ts';
import { pageScriptsLoaderSource } from './scripts-after-first-paint.ts';

type Headers = Record<string, string>;

/**
 * CSP without inline scripts but one, known by its hash (a prerendered page's loader of its scripts,
 * scripts-after-first-paint.ts); styles may be inline because the UI kit sets CSS variables at run time.
 */
function documentHeaders(appEnv: AppEnv): Headers {
  const production = appEnv === 'production';
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self' ${pageScriptsLoaderSource}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' blob:",
    // Only the PDF agreements the app itself turns into blob URLs: phones and tablets show them in
    // <object> (the legal-agreement dialog of spec section 2); no plugin content from anywhere else.
    'object-src blob:',
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': contentSecurityPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...hsts(production),
  };
}

/** API answers hold members' data: never cached, never sniffed or framed (OWASP REST guidance). */
function apiHeaders(appEnv: AppEnv): Headers {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...hsts(appEnv === 'production'),
  };
}

export function hsts(production: boolean): Headers {
  return production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
}

function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** Sets the headers of every answer; called by the edge hook (edge-hook.ts), first for every request. */
export function securityHeaderSetter(appEnv: AppEnv): (request: FastifyRequest, reply: FastifyReply) => void {
  const forApi = apiHeaders(appEnv);
  const forDocuments = documentHeaders(appEnv);
  return (request, reply) => {
    reply.headers(isApiCall(request.url) ? forApi : forDocuments);
    reply.header('x-request-id', request.id);
  };
}
