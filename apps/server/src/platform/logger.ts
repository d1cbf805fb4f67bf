// Log options: what must never reach a log line (passwords, tokens, SSNs, card and account numbers,
// and the values a database statement was given).
import pino, { type LoggerOptions } from 'pino';
import { loggableUrl } from './request-log.ts';

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

/**
 * Fields of database errors that hold the statement's values: drizzle's `params`, and PostgreSQL's
 * `detail` ("Key (email)=(...) already exists", "Failing row contains (...)") and `where` (the
 * statement a trigger ran). A failed insert of an application would otherwise log the applicant.
 */
const statementValueFields = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/** Quoted names in database messages worth keeping; any other quoted text is a value. */
const namedThings =
  /(constraint|relation|column|table|index|function|schema|type|sequence|trigger|database|role|extension|operator)\s*$/i;

function withoutQuotedValues(message: string): string {
  return message.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
    namedThings.test(message.slice(0, offset)) ? quoted : '"[redacted]"',
  );
}

function safeErrorMessage(error: Record<string, unknown>, message: string): string {
  // PostgreSQL (pg and PGlite): `invalid input syntax for type uuid: "<value>"` and the like.
  if (typeof error.severity === 'string' && typeof error.code === 'string') return withoutQuotedValues(message);
  // drizzle: "Failed query: <sql>\nparams: <every value>"
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${error.query}`;
  return message;
}

/**
 * The `err` serializer: type, message, stack frames, and the error's own fields, minus every value a
 * database statement was given (docs/decisions/003-log-redaction-and-request-lines.md). The stack's
 * first line repeats the message, so it is rebuilt from the safe message and the frames.
 */
export function serializeError(value: unknown, seen = new Set<unknown>()): unknown {
  if (value === null || typeof value !== 'object' || typeof (value as { message?: unknown }).message !== 'string') {
    return redactSensitive(value);
  }
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  const error = value as Record<string, unknown> & { message: string; stack?: unknown; name?: unknown };
  const type = (value as object).constructor?.name ?? String(error.name ?? 'Error');
  const message = safeErrorMessage(error, error.message);
  const frames = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const serialized: Record<string, unknown> = {
    type,
    message,
    stack: [`${String(error.name ?? type)}: ${message}`, ...frames].join('\n'),
  };
  for (const key of Object.keys(error)) {
    if (key in serialized || statementValueFields.has(key)) continue;
    serialized[key] = key === 'errors' || key === 'cause' ? serializeNested(error[key], seen) : error[key];
  }
  // Both are own but not enumerable when set by the constructor (`new Error(m, { cause })`, AggregateError).
  if (error.cause !== undefined && !('cause' in serialized)) serialized.cause = serializeNested(error.cause, seen);
  if (Array.isArray(error.errors) && !('errors' in serialized)) serialized.errors = serializeNested(error.errors, seen);
  return redactSensitive(serialized);
}

function serializeNested(value: unknown, seen: Set<unknown>): unknown {
  return Array.isArray(value) ? value.map((item) => serializeError(item, seen)) : serializeError(value, seen);
}

/** Fastify logs a request as `req`; its URL goes through the same query allow-list as the request line. */
function serializeRequest(request: { method?: string; url?: string; id?: unknown }) {
  return { id: request.id, method: request.method, url: loggableUrl(request.url ?? '') };
}

export function loggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    formatters: { log: (object) => redactSensitive(object) as Record<string, unknown> },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
}

/** How long a log line may wait in the buffer when traffic is too light to fill it. */
export const logFlushEveryMs = 1000;
/** Lines are handed to the destination in batches of about this many characters. */
export const logBatchLength = 4096;

/**
 * Gathers log lines and hands them to the destination in batches of about 4 kB, one write per batch.
 * sonic-boom could batch by itself (`minLength`), but it measures the UTF-8 length of its whole pending
 * buffer on every line, which cost about 1 µs a request at 4 kB (decision 011); here a line costs a
 * push. A quiet process still writes its lines within `flushEveryMs`, and the process's exit, crash
 * included, writes what is left; only a process killed outright (SIGKILL, out of memory) loses up to
 * one batch.
 */
export class LineBatches {
  private lines: string[] = [];
  private length = 0;
  private readonly sink: { write(text: string): unknown };
  private readonly batchLength: number;

  /** `sink` writes a batch before it returns (a synchronous sonic-boom, a test's array). */
  constructor(
    sink: { write(text: string): unknown },
    { batchLength = logBatchLength, flushEveryMs = logFlushEveryMs } = {},
  ) {
    this.sink = sink;
    this.batchLength = batchLength;
    setInterval(() => this.flush(), flushEveryMs).unref();
    process.on('exit', () => this.flush());
  }

  write(line: string): boolean {
    this.lines.push(line);
    this.length += line.length;
    if (this.length >= this.batchLength) this.flush();
    return true;
  }

  /** Writes every gathered line now; pino's `logger.flush(callback)` calls it. */
  flush(callback?: () => void): void {
    if (this.length > 0) {
      const batch = this.lines.join('');
      this.lines = [];
      this.length = 0;
      this.sink.write(batch);
    }
    callback?.();
  }
}

/**
 * Where the app's log lines go: stdout (or a file), in batches of about 4 kB instead of one write per
 * line. One write per request took about a tenth of a no-op call's time (decision 011). Each batch is
 * written synchronously, as pino's default destination writes, so a batch handed over is written.
 */
export function bufferedLogDestination(dest: number | string = 1): LineBatches {
  return new LineBatches(pino.destination({ dest, sync: true }));
}
