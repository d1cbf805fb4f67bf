// Which proxies may tell us a client's address (X-Forwarded-For), as TRUST_PROXY configures it.
// Every per-address limit (sign-in throttling, the email check, the global rate limit) keys on
// `request.ip`, so trusting a hop the client controls would let it pick its own address.
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxySetting } from '../config.ts';

/**
 * Fastify's option for the setting. Fastify reads a bare number as "trust no hop" (it cannot check the
 * peer), so a hop count becomes a function trusting exactly that many hops nearest the server: right
 * only when clients reach the server through those proxies alone, which is what setting it declares.
 */
export function trustProxyOption(setting: TrustProxySetting): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address: string, hop: number) => hop < hops;
}
