// The API tests' one way to call the server: by the contract's call definition, never by a path
// written in the test. The input is typed from the call's schemas (`CallInput`) and the answer's
// `data` from its response (`CallResponse`), read through the same schemas, so renaming a field in
// the contract breaks the tests that use it at compile time. `callUnchecked` sends input the types
// would refuse, for tests of validation, still naming the call.
import { createHash, randomUUID } from 'node:crypto';
import { buildCallPath, type CallDefinition, type CallInput, type CallResponse } from '@fernleaf/contract/define-call';
import { type ApiErrorBody, errorEnvelopeSchema, successEnvelope } from '@fernleaf/contract/envelopes';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Who calls: the app, and for a member their bearer token and client address. A `TestApp` is a
 * signed-out caller as it is; a signed-up member (`signUpMember`, `newCaller`) carries all three.
 */
export interface Caller {
  app: FastifyInstance;
  /** `Bearer <access token>`; none for a signed-out call. */
  authorization?: string;
  /** Rate limits count per client address: each member calls from one of their own. */
  remoteAddress?: string;
}

/** The client address a member calls from, the same one for every call they make. */
export function memberAddress(memberId: string): string {
  const bytes = createHash('sha256').update(memberId).digest();
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** A fresh Idempotency-Key. */
export const newIdempotencyKey = () => `test-${randomUUID()}`;

/**
 * What a test passes: the contract's input, with the Idempotency-Key of an idempotent call optional
 * (a fresh one is sent unless the test gives one; `null` sends none, to test that it is required).
 */
export type TestCallInput<Call extends CallDefinition> = PartsWithNothingRequiredOptional<
  Omit<CallInput<Call>, 'idempotencyKey'>
> &
  (Call['idempotent'] extends true ? { idempotencyKey?: string | null } : unknown);

// A query whose every field has a default need not be written out: `call(member, getInfo)`.
type PartsWithNothingRequiredOptional<Input> = {
  [Part in keyof Input as NoField extends Input[Part] ? Part : never]?: Input[Part];
} & { [Part in keyof Input as NoField extends Input[Part] ? never : Part]: Input[Part] };
type NoField = Record<never, never>;

export interface CallOptions {
  /** Headers beyond the caller's authorization, e.g. `user-agent`, `x-forwarded-for`, `cookie`. */
  headers?: Record<string, string>;
  /** Another client address than the caller's. */
  remoteAddress?: string;
}

// A call whose input has no required part can be made without an input argument.
type InputArgs<Call extends CallDefinition> =
  object extends TestCallInput<Call>
    ? [input?: TestCallInput<Call>, options?: CallOptions]
    : [input: TestCallInput<Call>, options?: CallOptions];

/** Input a test sends on purpose outside the contract's types, to see the server refuse it. */
export interface UncheckedInput {
  params?: Record<string, unknown>;
  /** An object (each value sent as text) or a query string as it is, without its `?`. */
  query?: Record<string, unknown> | string;
  body?: unknown;
  /** A body sent exactly as written (not JSON-encoded), e.g. broken JSON; set `content-type` in the headers. */
  rawBody?: string;
  /** As for `call`: a fresh key on an idempotent call unless given; `null` sends none. */
  idempotencyKey?: string | null;
}

/** The server's answer: its status and headers, `data` typed by the call's response, or `error`. */
export class CallAnswer<Call extends CallDefinition> {
  readonly #call: Call;
  readonly #response: LightMyRequestResponse;

  constructor(call: Call, response: LightMyRequestResponse) {
    this.#call = call;
    this.#response = response;
  }

  get statusCode(): number {
    return this.#response.statusCode;
  }

  get headers(): LightMyRequestResponse['headers'] {
    return this.#response.headers;
  }

  /** The body as sent. */
  get body(): string {
    return this.#response.body;
  }

  /**
   * The `data` of a 2xx answer, read through the call's response schema; throws with what the server
   * said when the call failed or the answer breaks the contract.
   */
  get data(): CallResponse<Call> {
    if (this.statusCode < 200 || this.statusCode >= 300) {
      throw new Error(`${this.#name()} answered ${this.statusCode}, not a success: ${this.body}`);
    }
    const parsed = successEnvelope(this.#call.response).safeParse(this.#json());
    if (!parsed.success) {
      throw new Error(`${this.#name()} answered outside its contract: ${parsed.error.message}\n${this.body}`);
    }
    return parsed.data.data as CallResponse<Call>;
  }

  /** The error envelope's `error` of a failed answer; throws when the call succeeded or sent no envelope. */
  get error(): ApiErrorBody {
    const parsed = errorEnvelopeSchema.safeParse(this.#json());
    if (this.statusCode < 400 || !parsed.success) {
      throw new Error(`${this.#name()} answered ${this.statusCode} without an error envelope: ${this.body}`);
    }
    return parsed.data.error;
  }

  #json(): unknown {
    try {
      return JSON.parse(this.body);
    } catch {
      throw new Error(`${this.#name()} answered ${this.statusCode} with a body that is not JSON: ${this.body}`);
    }
  }

  #name(): string {
    return `${this.#call.method} ${this.#call.path}`;
  }
}

/** Sends a call as the caller, with input the contract's types accept. */
export function call<Call extends CallDefinition>(
  caller: Caller,
  definition: Call,
  ...[input, options]: InputArgs<Call>
): Promise<CallAnswer<Call>> {
  return callUnchecked(caller, definition, (input ?? {}) as UncheckedInput, options);
}

/** Sends a call with input the types would refuse (a wrong field, a missing key, broken JSON). */
export async function callUnchecked<Call extends CallDefinition>(
  caller: Caller,
  definition: Call,
  input: UncheckedInput = {},
  options: CallOptions = {},
): Promise<CallAnswer<Call>> {
  const headers: Record<string, string> = {};
  if (caller.authorization) headers.authorization = caller.authorization;
  // inject sends an object or array as JSON itself; another value is JSON-encoded here, as a client would.
  const jsonObject = typeof input.body === 'object' && input.body !== null;
  if (input.rawBody === undefined && input.body !== undefined && !jsonObject)
    headers['content-type'] = 'application/json';
  const key = input.idempotencyKey === undefined && definition.idempotent ? newIdempotencyKey() : input.idempotencyKey;
  if (key) headers['idempotency-key'] = key;
  Object.assign(headers, options.headers);
  const remoteAddress = options.remoteAddress ?? caller.remoteAddress;
  const response = await caller.app.inject({
    method: definition.method,
    url: urlOf(definition, input),
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(input.rawBody !== undefined
      ? { payload: input.rawBody }
      : input.body !== undefined
        ? { payload: jsonObject ? (input.body as object) : JSON.stringify(input.body) }
        : {}),
  });
  return new CallAnswer(definition, response);
}

/** `/api` + the call's path with its params filled, and its query (undefined and null left out). */
export function urlOf(definition: Pick<CallDefinition, 'path'>, input: Pick<UncheckedInput, 'params' | 'query'> = {}) {
  const path = `/api${buildCallPath(definition.path, input.params)}`;
  if (typeof input.query === 'string') return input.query ? `${path}?${input.query}` : path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The call's key in the OpenAPI document's paths: `/api` + its path with `{name}` for `:name`. */
export function openApiPathOf(definition: Pick<CallDefinition, 'path'>): string {
  return `/api${definition.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** The data of a call that must succeed; throws with what the server said otherwise. */
export async function ok<Call extends CallDefinition>(answer: Promise<CallAnswer<Call>>): Promise<CallResponse<Call>> {
  return (await answer).data;
}
