// The one way the web app talks to the API: every call is typed from its contract definition, and
// every failure arrives as an ApiError carrying the envelope's code, title and description.
import {
  buildCallPath,
  type CallAddress,
  type CallDefinition,
  type CallInput,
  type CallOf,
  type CallResponse,
} from '@fernleaf/contract/define-call';
// Type-only: the envelopes' schemas (and zod) load with the first answer, beside the request.
import type * as Envelopes from '@fernleaf/contract/envelopes';
import { errorCodes } from '@fernleaf/contract/errors';

/** Spec section 8: a request that takes longer than this is reported as TIMEOUT. */
export const requestTimeoutMs = 30_000;

/** Status of an ApiError raised before any HTTP answer arrived (timeout, network failure). */
export const noResponseStatus = 0;

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** One of the contract's error codes, or a code a newer server sent that this build does not know yet. */
  readonly code: string;
  readonly title: string;
  readonly description: string;
  readonly fields: Record<string, string> | undefined;

  constructor(
    init: {
      status: number;
      code: string;
      title: string;
      description: string;
      fields?: Record<string, string> | undefined;
    },
    options?: ErrorOptions,
  ) {
    super(`${init.code}: ${init.description}`, options);
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.description = init.description;
    this.fields = init.fields;
  }
}

// Shown when the server's answer says nothing we can show; the wording is the spec's generic dialog.
const genericFailure = {
  title: "Oops... Let's try that again!",
  description: "Looks like your request couldn't be completed. Please try again.",
};

export function timeoutError(cause?: unknown): ApiError {
  return new ApiError(
    {
      status: noResponseStatus,
      code: errorCodes.TIMEOUT,
      title: 'This is taking too long',
      description: 'We did not hear back in time. Check your connection and try again.',
    },
    { cause },
  );
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError(
    {
      status: noResponseStatus,
      code: errorCodes.SERVICE_UNAVAILABLE,
      title: 'We could not reach the server',
      description: 'Check your connection and try again.',
    },
    { cause },
  );
}

/**
 * Turns a failed answer into an ApiError; `bodyText` is the raw body, which may not be JSON at all.
 * `envelopes` is the contract's envelopes module, loaded by `callApi` beside the request.
 */
export function apiErrorFromResponse(
  status: number,
  bodyText: string,
  { errorEnvelopeSchema }: Pick<typeof Envelopes, 'errorEnvelopeSchema'>,
): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    body = undefined;
  }
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (status === 408) {
    // Spec section 8 treats a 408 like a client timeout, whatever code the answer carries.
    const { title, description, fields } = envelope.success ? envelope.data.error : timeoutError();
    return new ApiError({ status, code: errorCodes.TIMEOUT, title, description, fields });
  }
  if (!envelope.success) {
    // A proxy's HTML error page or an empty body: nothing the member can act on.
    return new ApiError({ status, code: errorCodes.INTERNAL_ERROR, ...genericFailure });
  }
  return new ApiError({ status, ...envelope.data.error });
}

type RequestParts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** `/api` + the call's path with its params filled, plus the query string (undefined values left out). */
export function buildRequestUrl(call: Pick<CallDefinition, 'path'>, input: RequestParts = {}): string {
  const path = `/api${buildCallPath(call.path, input.params)}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * How calls learn about the member's session without this module knowing the sign-in feature:
 * the app connects one at start-up.
 */
export interface ApiSession {
  getAccessToken(): Promise<string | undefined>;
  /** 401 INVALID_TOKEN_OR_EXPIRED: the token is dropped and the page reloads into sign-in. */
  onInvalidToken(): void;
  /** G001: the member is signed out and the page reloads. */
  onSessionRevoked(): void;
}

let apiSession: ApiSession | undefined;

export function connectApiSession(session: ApiSession | undefined): void {
  apiSession = session;
}

/** Sent with every call so the server can tell the web app from the mobile apps (spec section 7). */
export const appSourceHeaders = { 'x-app-source': 'web' } as const;

const headerProviders = new Set<() => Record<string, string>>();

/** Adds headers to every call, e.g. the device and anonymous ids (spec section 7); answers a remover. */
export function addRequestHeaders(provider: () => Record<string, string>): () => void {
  headerProviders.add(provider);
  return () => headerProviders.delete(provider);
}

export interface CallOptions {
  /** Cancels the request, e.g. TanStack Query's signal when a query is no longer needed. */
  signal?: AbortSignal;
  /** Tests pass their own; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** Defaults to the spec's 30 s; tests shorten it. */
  timeoutMs?: number;
}

// Calls without params, query or body can be made without an input argument.
type InputArgs<Call extends CallDefinition> =
  object extends CallInput<Call>
    ? [input?: CallInput<Call>, options?: CallOptions]
    : [input: CallInput<Call>, options?: CallOptions];

const loadEnvelopes = () => import('@fernleaf/contract/envelopes');

/**
 * Sends a call and answers its validated data. A call is named by its address
 * (`@fernleaf/contract/call-addresses/<name>.gen`), the one way: the request starts at once while the
 * call's definition (and zod) load beside it, so no page's calls wait for the contract's schemas;
 * the answer is validated with the definition. Input and answer are typed from the definition.
 */
export async function callApi<Address extends CallAddress>(
  call: Address,
  ...[input, options = {}]: InputArgs<CallOf<Address>>
): Promise<CallResponse<CallOf<Address>>> {
  // Loading the definition and envelopes must not fail the call before the request is answered:
  // a network failure to load them is reported like any other below.
  const [answer, definition, envelopes] = await Promise.all([
    send(call, input as RequestParts & { idempotencyKey?: string }, options),
    call.load().catch((error: unknown) => Promise.reject(networkError(error))),
    loadEnvelopes().catch((error: unknown) => Promise.reject(networkError(error))),
  ]);
  const { response, bodyText } = answer;
  if (!response.ok) {
    const error = apiErrorFromResponse(response.status, bodyText, envelopes);
    if (error.code === errorCodes.INVALID_TOKEN_OR_EXPIRED) apiSession?.onInvalidToken();
    if (error.code === errorCodes.G001) apiSession?.onSessionRevoked();
    throw error;
  }
  return parseSuccess(definition as CallOf<Address>, response.status, bodyText, envelopes);
}

async function send(
  call: CallAddress,
  parts: (RequestParts & { idempotencyKey?: string }) | undefined = {},
  options: CallOptions,
): Promise<{ response: Response; bodyText: string }> {
  const headers: Record<string, string> = { accept: 'application/json', ...appSourceHeaders };
  for (const provider of headerProviders) Object.assign(headers, provider());
  const accessToken = call.access === 'member' ? await apiSession?.getAccessToken() : undefined;
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (parts.body !== undefined) headers['content-type'] = 'application/json';
  if (call.idempotent && parts.idempotencyKey) headers['idempotency-key'] = parts.idempotencyKey;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const doFetch = options.fetch ?? globalThis.fetch;

  try {
    const response = await doFetch(buildRequestUrl(call, parts), {
      method: call.method,
      headers,
      body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
      signal,
    });
    return { response, bodyText: await response.text() };
  } catch (error) {
    if (timeout.aborted) throw timeoutError(error);
    // The caller cancelled: let its own abort reason through, as TanStack Query expects.
    if (options.signal?.aborted) throw error;
    throw networkError(error);
  }
}

function parseSuccess<Call extends CallDefinition>(
  call: Call,
  status: number,
  bodyText: string,
  { successEnvelope }: typeof Envelopes,
): CallResponse<Call> {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch (error) {
    throw new ApiError({ status, code: errorCodes.INTERNAL_ERROR, ...genericFailure }, { cause: error });
  }
  const parsed = successEnvelope(call.response).safeParse(body);
  if (!parsed.success) {
    // The server broke its own contract: a bug to report, not something the member can fix.
    throw new ApiError({ status, code: errorCodes.INTERNAL_ERROR, ...genericFailure }, { cause: parsed.error });
  }
  return parsed.data.data as CallResponse<Call>;
}
