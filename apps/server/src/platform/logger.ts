// Log options: what must never reach a log line (passwords, tokens, SSNs, card and account numbers).
import type { LoggerOptions } from 'pino';

const sensitiveKeys = [
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
  'accountNumber',
  'routingNumber',
  'mfaVerificationCode',
];

/** pino's wildcards match one level, so each key is redacted at the top and up to three levels down. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

export function loggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
  };
}
