// Registers a contract call on the server: input validated against the call's schemas, output
// checked against its response schema and wrapped in `{ data }`, rate limit and idempotency applied.
import { type CallDefinition, type CallResponse, successEnvelope } from '@fernleaf/contract/define-call';
import { errorEnvelopeSchema } from '@fernleaf/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { runIdempotently } from './idempotency.ts';

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface CallContext {
  request: FastifyRequest;
  /** For an idempotent call, the transaction its writes and its stored answer share. */
  db: Db;
}

export interface HandlerInput<Call extends CallDefinition> {
  params: OutputOf<Call['params']>;
  query: OutputOf<Call['query']>;
  body: OutputOf<Call['body']>;
}

export type CallHandler<Call extends CallDefinition> = (
  input: HandlerInput<Call>,
  context: CallContext,
) => Promise<CallResponse<Call>>;

const defaultRateLimitPerMinute = 600;

const idempotencyKeyHeader = z.looseObject({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header with this request' })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores'),
});

export function registerCall<Call extends CallDefinition>(
  app: FastifyInstance,
  db: Db,
  call: Call,
  handler: CallHandler<Call>,
): void {
  const successStatus = call.successStatus ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `/api${call.path}`,
    config: {
      rateLimit: { max: call.rateLimitPerMinute ?? defaultRateLimitPerMinute, timeWindow: '1 minute' },
    },
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.idempotent ? { headers: idempotencyKeyHeader } : {}),
      response: {
        [successStatus]: successEnvelope(call.response),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as HandlerInput<Call>;
      if (!call.idempotent) {
        const data = await handler(input, { request, db });
        return reply.code(successStatus).send({ data });
      }
      const result = await runIdempotently(
        db,
        {
          scope: call.access,
          key: request.headers['idempotency-key'] as string,
          operation: `${call.method} ${call.path}`,
          payload: input,
        },
        async (tx) => ({ status: successStatus, body: { data: await handler(input, { request, db: tx }) } }),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.status).send(result.body as { data: CallResponse<Call> });
    },
  });
}
