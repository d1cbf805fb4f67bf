// Log options: what must never reach a log line (passwords, tokens, SSNs, card and account numbers).
import type { LoggerOptions } from 'pino';

const sensitiveKeys = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'code_verifier',
  'client_secret',
  'ssn',
  'cardNumber',
  'cvv',
  'securityCode',
  'accountNumber',
  'routingNumber',
  'mfaVerificationCode',
  'authorization',
  'cookie',
  'set-cookie',
]);

const censor = '[redacted]';
const maxDepth = 8;

/**
 * Replaces the value of every sensitive key, at any depth, in plain objects and arrays; copies only
 * what it changes. pino's own path-based `redact` needs a wildcard path per depth and cost two thirds
 * of the request throughput (docs/decisions/003-log-redaction-and-request-lines.md); this walk costs next to nothing.
 * Class instances (a request, an error) are left to their serializers, which emit no secrets.
 */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (depth > maxDepth || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => redactSensitive(item, depth + 1));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;

  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const original = record[key];
    const cleaned = sensitiveKeys.has(key) ? censor : redactSensitive(original, depth + 1);
    if (cleaned !== original) {
      copy ??= { ...record };
      copy[key] = cleaned;
    }
  }
  return copy ?? value;
}

export function loggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    formatters: { log: (object) => redactSensitive(object) as Record<string, unknown> },
  };
}
