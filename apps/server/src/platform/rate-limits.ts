// Every route is limited per client address: 600 calls a minute by default, a deliberate lower limit
// where a call asks for one (sign-in, MFA, step-up, money movement). Both are counted in the database
// (decision 029), two ways (rate-limit-store.ts): the lower limits exactly, a write per hit; the
// default and higher ones in memory, added to the shared rows once a second.
//
// The lower limits go through @fastify/rate-limit. The batched ones are checked here, by a callback
// hook that counts in memory and answers without a promise: the plugin's hook is asynchronous
// whatever its store does, and its promise turns cost about 1.5 µs of a no-op call's 20 (decision
// 011). Same buckets, same 429 answer and headers.
import { isIPv6 } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Address6 } from 'ip-address';
import { rateLimited, sendError } from './errors.ts';
import { batchedFromLimit, type RateLimitCounting, routeScope } from './rate-limit-store.ts';

export const defaultRateLimit = { max: 600, timeWindow: 60_000 };
/** Addresses of one IPv6 /64 are one client: a host is given a whole /64 and can change its address at will. */
const ipv6ClientPrefixLength = 64;

/** The client key of a request: its address, an IPv6 address by its /64, as the plugin keys them. */
export function clientKey(ip: string): string {
  // An IPv4 address (the common case, checked first) is digits and dots: already its own key.
  if (!ip.includes(':')) return ip;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/${ipv6ClientPrefixLength}`).startAddress().correctForm();
}

interface RateLimitOptions {
  counting: RateLimitCounting;
  /** Requests no limit counts (the built files and pages: one page load fetches a dozen). */
  allowList: (request: FastifyRequest) => boolean;
}

type BatchedLimit = { max: number; windowMs: number; scope: string };

function refuse(reply: FastifyReply, max: number, ttlMs: number): void {
  const seconds = Math.ceil(ttlMs / 1000);
  reply.headers({
    'x-ratelimit-limit': max,
    'x-ratelimit-remaining': 0,
    'x-ratelimit-reset': seconds,
    'retry-after': seconds,
  });
  sendError(reply, rateLimited(seconds));
}

function batchedLimitHook({ counting, allowList }: RateLimitOptions, { max, windowMs, scope }: BatchedLimit) {
  // Answering from a callback hook ends the request there: `done` is not called.
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (allowList(request)) return done();
    const { current, ttl } = counting.countBatched(scope, clientKey(request.ip), windowMs);
    if (current <= max) return done();
    refuse(reply, max, ttl);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once this process's batched counts are in the shared rows and read back (its next sync). */
    rateLimitsSynced(): Promise<void>;
  }
}

/** Registers both kinds of limit; must run before the routes it limits. */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  app.decorate('rateLimitsSynced', () => options.counting.synced());
  // Runs before the plugin's own `onRoute`: a route with a batched limit is handed to this hook and
  // told the plugin it has none. The route's options are copied, not changed: Fastify builds a GET's
  // HEAD route from the same options, and it gets its own bucket, as with the plugin.
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    const { max, timeWindow } = own ?? defaultRateLimit;
    if (typeof max !== 'number' || typeof timeWindow !== 'number' || max < batchedFromLimit) return;
    const hook = batchedLimitHook(options, { max, windowMs: timeWindow, scope: own ? routeScope(route) : 'global' });
    route.config = { ...route.config, rateLimit: false };
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), hook] as typeof route.onRequest;
  });
  await app.register(fastifyRateLimit, {
    global: true,
    ...defaultRateLimit,
    store: options.counting.Store,
    allowList: options.allowList,
    // Only a refused request carries the limit headers; on every answer they are bytes nobody reads.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => rateLimited(Math.ceil(context.ttl / 1000)),
  });
}
