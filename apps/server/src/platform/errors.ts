// Failures as the API answers them: a status and the envelope `{ error: { code, title, description, fields? } }`.

import type { ApiErrorBody } from '@fernleaf/contract/envelopes';
import { type ErrorCode, errorCodes } from '@fernleaf/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly body: ApiErrorBody;

  constructor(
    statusCode: number,
    code: ErrorCode,
    title: string,
    description: string,
    fields?: Record<string, string>,
    steps?: string[],
  ) {
    super(`${code}: ${description}`);
    this.statusCode = statusCode;
    this.body = { code, title, description, ...(fields ? { fields } : {}), ...(steps ? { steps } : {}) };
  }
}

export function notFound(what = 'The requested resource'): AppError {
  return new AppError(404, errorCodes.NOT_FOUND, 'Not found', `${what} was not found.`);
}

export function validationFailed(fields: Record<string, string>): AppError {
  const names = Object.keys(fields);
  return new AppError(
    400,
    errorCodes.VALIDATION_FAILED,
    'Check the highlighted fields',
    names.map((name) => `${name}: ${fields[name]}`).join('; '),
    fields,
  );
}

export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    errorCodes.RATE_LIMITED,
    'Too many requests',
    `Too many attempts. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
  );
}

/** Turns any error into the envelope; bad input is always a 4xx, never a 500. */
export function toAppError(thrown: unknown, request: FastifyRequest): AppError {
  if (thrown instanceof AppError) return thrown;
  const error = (thrown instanceof Error ? thrown : new Error(String(thrown))) as FastifyError | Error;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
      fields[field] ??= issue.message ?? 'Invalid value';
    }
    return validationFailed(fields);
  }

  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
    return internalError();
  }

  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  const code = 'code' in error ? error.code : undefined;
  if (statusCode === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new AppError(413, errorCodes.PAYLOAD_TOO_LARGE, 'Request too large', 'The request body is too large.');
  }
  if (statusCode === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new AppError(
      415,
      errorCodes.UNSUPPORTED_MEDIA_TYPE,
      'Unsupported content type',
      'Send the request body as application/json.',
    );
  }
  // The router's: a path part that is not valid percent-encoded UTF-8, or one longer than it reads.
  if (code === 'FST_ERR_BAD_URL') return validationFailed({ path: 'The address holds characters that cannot be read' });
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return new AppError(414, errorCodes.VALIDATION_FAILED, 'Address too long', 'A part of the address is too long.');
  }
  if (statusCode === 400) {
    // Fastify's own parse errors (malformed JSON, empty JSON body) concern the body as a whole.
    return validationFailed({ body: 'The request body is not valid JSON' });
  }
  if (statusCode === 404) return notFound();
  if (statusCode >= 400 && statusCode < 500) {
    return new AppError(statusCode, errorCodes.VALIDATION_FAILED, 'Request not accepted', error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return internalError();
}

export function internalError(): AppError {
  return new AppError(
    500,
    errorCodes.INTERNAL_ERROR,
    'Something went wrong',
    'The server could not complete the request. Please try again.',
  );
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.statusCode === 503) reply.header('retry-after', '5');
  return reply.code(error.statusCode).send({ error: error.body });
}
