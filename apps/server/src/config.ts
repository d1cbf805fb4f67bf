// The environment, parsed once at start; a bad value stops the process with a message naming it.

import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { SECONDS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import { z } from 'zod';

const appEnvSchema = z.enum(['development', 'test', 'production']);
export type AppEnv = z.infer<typeof appEnvSchema>;

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(value: string): boolean {
  // proxy-addr's names for the loopback, link-local and private ranges
  if (value === 'loopback' || value === 'linklocal' || value === 'uniquelocal') return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY read: no hop, a hop count, or addresses and ranges (platform/client-address.ts uses it). */
export type TrustProxySetting = false | number | string[];

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none by default, the last N hops,
 * or the listed addresses and ranges. Trusting every hop is refused: any client could then choose its
 * own address and step around every per-address limit.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxySetting => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count is at most 10' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be unset, a hop count, or a comma-separated list of proxy addresses or CIDR ranges (not ${bad.map((entry) => JSON.stringify(entry)).join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Requests one call may hold at once by default: above 50 concurrent reads (the benchmark), about a second of password hashing. */
const defaultMaxInFlightPerCall = 128;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: loopback only outside production (see `defaultHost`). */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  APP_ENV: appEnvSchema.default('development'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  BRAND_NAME: z.string().trim().min(1).max(40).default('Fernleaf'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; the server answers API calls only when it is absent. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Where rendering errors reported by the web app are forwarded; unset keeps them in our database only. */
  ERROR_MONITORING_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** How long the sandbox ACH network takes to settle a transfer: seconds, so a person sees it happen. */
  SANDBOX_ACH_SETTLE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * SECONDS_PER_DAY)
    .default(30),
  TRUST_PROXY: trustProxySchema,
  /**
   * Whether the sandboxes of third parties (published credentials, no real money) run. Unset: they
   * run outside production and not in it; `enabled` runs them in production too, for a public demo.
   */
  SANDBOX_PROVIDERS: z.enum(['enabled', 'disabled']).optional(),
  /** Requests one call may hold at once; past it the call answers 503 with Retry-After (load-shedding.ts). */
  MAX_IN_FLIGHT_PER_CALL: z.coerce.number().int().min(1).max(100_000).default(defaultMaxInFlightPerCall),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appEnv: AppEnv;
  publicUrl: string;
  brandName: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  errorMonitoringUrl: string | undefined;
  sandboxAchSettleSeconds: number;
  /** Which proxies may give the client's address: none, a hop count, or addresses and CIDR ranges. */
  trustProxy: TrustProxySetting;
  /** Resolved from SANDBOX_PROVIDERS and APP_ENV (docs/decisions/025-money-product-prerequisites.md). */
  sandboxProviders: 'enabled' | 'disabled';
  /** Requests one call may hold at once before it sheds load with 503 (MAX_IN_FLIGHT_PER_CALL). */
  maxInFlightPerCall: number;
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Relative paths are taken from the repository root, so `npm start` works from any workspace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST ?? defaultHost(values.APP_ENV),
    dataDir: path.resolve(repoRoot, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    appEnv: values.APP_ENV,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    brandName: values.BRAND_NAME,
    logLevel: values.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, values.WEB_DIST_DIR ?? 'apps/web/dist'),
    errorMonitoringUrl: values.ERROR_MONITORING_URL,
    sandboxAchSettleSeconds: values.SANDBOX_ACH_SETTLE_SECONDS,
    trustProxy: values.TRUST_PROXY,
    sandboxProviders: values.SANDBOX_PROVIDERS ?? (values.APP_ENV === 'production' ? 'disabled' : 'enabled'),
    maxInFlightPerCall: values.MAX_IN_FLIGHT_PER_CALL,
    version: readProductVersion(),
  };
}

/**
 * Outside production the outbox, the test clock and the demo member are open to whoever reaches the
 * server, so it listens on this machine only unless HOST says otherwise. Production runs behind a
 * proxy or in a container, which must reach it on every interface.
 */
export function defaultHost(appEnv: AppEnv): string {
  return appEnv === 'production' ? '0.0.0.0' : 'localhost';
}

/** Whether the server can be reached only from this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function readProductVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}
