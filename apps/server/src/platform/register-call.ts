// Registers a contract call on the server: input validated against the call's schemas, output
// checked against its response schema and wrapped in `{ data }`, rate limit and idempotency applied.
import type { CallDefinition, CallResponse } from '@fernleaf/contract/define-call';
import { errorEnvelopeSchema, successEnvelope } from '@fernleaf/contract/envelopes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/transaction.ts';
import type { AccessTokenVerifier } from './access-tokens.ts';
import { compressLargeAnswer } from './compress-answer.ts';
import { runIdempotently } from './idempotency.ts';
import { defaultRateLimit } from './rate-limits.ts';

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface CallContext<Call extends CallDefinition = CallDefinition> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** For an idempotent call, the transaction its writes and its stored answer share. */
  db: Call['idempotent'] extends true ? Tx : Db;
  /** The signed-in member every read and write of a member call is scoped to. */
  memberId: Call['access'] extends 'member' ? string : undefined;
}

export interface HandlerInput<Call extends CallDefinition> {
  params: OutputOf<Call['params']>;
  query: OutputOf<Call['query']>;
  body: OutputOf<Call['body']>;
}

export type CallHandler<Call extends CallDefinition> = (
  input: HandlerInput<Call>,
  context: CallContext<Call>,
) => Promise<CallResponse<Call>>;

declare module 'fastify' {
  interface FastifyInstance {
    verifyAccessToken: AccessTokenVerifier;
  }
  interface FastifyRequest {
    memberId?: string;
    /** The sign-in session of a member call's token (step-up checks hold per session). */
    signInSessionId?: string;
  }
}

const idempotencyKeyHeader = z.looseObject({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header with this request' })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores'),
});

/** The calls registered on each app, so a test can reach every one of them (the contract fuzz test). */
const registered = new WeakMap<FastifyInstance, CallDefinition[]>();

export function registeredCalls(app: FastifyInstance): readonly CallDefinition[] {
  return registered.get(app) ?? [];
}

export function registerCall<Call extends CallDefinition>(
  app: FastifyInstance,
  db: Db,
  call: Call,
  handler: CallHandler<Call>,
): void {
  const calls = registered.get(app) ?? [];
  calls.push(call);
  registered.set(app, calls);
  const successStatus = call.successStatus ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `/api${call.path}`,
    // Compressed by the call's own hook, which passes small answers with one test (compress-answer.ts).
    compress: false,
    onSend: compressLargeAnswer,
    config: {
      rateLimit: { max: call.rateLimitPerMinute ?? defaultRateLimit.max, timeWindow: defaultRateLimit.timeWindow },
    },
    schema: {
      summary: call.summary,
      operationId: operationIdOf(call),
      tags: [call.tag],
      // A public call says so: no security requirement, rather than none stated.
      security: call.access === 'member' ? [{ memberToken: [] }] : [],
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
    // The token is checked before the body is validated, so a caller without one learns nothing.
    ...(call.access === 'member'
      ? {
          // Callback style: a token verified before (most calls) is answered without a promise.
          onRequest: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
            const authorization = request.headers.authorization;
            const known = app.verifyAccessToken.known?.(authorization);
            if (known) {
              request.memberId = known.memberId;
              request.signInSessionId = known.sessionId;
              done();
              return;
            }
            app.verifyAccessToken(authorization).then((token) => {
              request.memberId = token.memberId;
              request.signInSessionId = token.sessionId;
              done();
            }, done);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as HandlerInput<Call>;
      const memberId = (call.access === 'member' ? request.memberId : undefined) as CallContext<Call>['memberId'];
      if (!call.idempotent) {
        const data = await handler(input, { request, reply, db: db as CallContext<Call>['db'], memberId });
        return reply.code(successStatus).send({ data });
      }
      const result = await runIdempotently(
        db,
        {
          // Keys are per member, so one member's key can never replay another's answer.
          scope: memberId ?? 'public',
          key: request.headers['idempotency-key'] as string,
          operation: `${call.method} ${call.path}`,
          payload: input,
        },
        async (tx) => ({
          status: successStatus,
          body: { data: await handler(input, { request, reply, db: tx as CallContext<Call>['db'], memberId }) },
        }),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.status).send(result.body as { data: CallResponse<Call> });
    },
  });
}

/**
 * The call's name in the OpenAPI document, from its method and path, so it is unique as they are:
 * `POST /banking/transfers` is `postBankingTransfers`, `GET /investment/accounts/:accountId` is
 * `getInvestmentAccountsByAccountId`.
 */
export function operationIdOf(call: Pick<CallDefinition, 'method' | 'path'>): string {
  const words = call.path
    .split('/')
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return [call.method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}
