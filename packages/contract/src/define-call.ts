// How every API call is described once: the server registers it, the web client calls it, and the
// OpenAPI document lists it, all from this one definition.
// Type-only: importing a definition's shape must not load zod (the call addresses rely on it).
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `member` calls need a valid bearer token and act only on that member's data; `public` calls skip
 * the token check (spec section 6 names them). Every call states its access explicitly so that a
 * call cannot become public by omission.
 */
export type CallAccess = 'public' | 'member';

export interface CallDefinition {
  method: HttpMethod;
  /** Path under `/api`, exactly as spec section 7 writes it; parameters as `:name`. */
  path: `/${string}`;
  summary: string;
  tag: string;
  access: CallAccess;
  /** Money-moving and creating calls require an `Idempotency-Key` header. */
  idempotent?: boolean;
  /** Requests per minute per client address; unset means the platform default. */
  rateLimitPerMinute?: number;
  successStatus?: 200 | 201 | 202;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
}

export function defineCall<const Call extends CallDefinition>(call: Call): Call {
  return call;
}

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** What a caller passes: only the parts the call defines, typed from its schemas. */
export type CallInput<Call extends CallDefinition> = (Call['params'] extends z.ZodType
  ? { params: InputOf<Call['params']> }
  : unknown) &
  (Call['query'] extends z.ZodType ? { query: InputOf<Call['query']> } : unknown) &
  (Call['body'] extends z.ZodType ? { body: InputOf<Call['body']> } : unknown) &
  (Call['idempotent'] extends true ? { idempotencyKey: string } : unknown);

export type CallResponse<Call extends CallDefinition> = z.output<Call['response']>;

/** Fills `:name` segments of a call's path from its params. */
export function buildCallPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Where a call is sent, without its schemas: what a client needs to start the request while the
 * call's definition (and zod) load beside it. Generated for every call into call-addresses/<name>.gen.ts by
 * scripts/generate-call-addresses.ts, so nothing here is written twice by hand.
 */
export interface CallAddress<Call extends CallDefinition = CallDefinition> {
  // No name or module at run time: the address's file says both, and every byte of an address the
  // first screen sends is in the first download.
  method: Call['method'];
  path: Call['path'];
  access: CallAccess;
  idempotent?: boolean;
  /** Loads the call's definition, schemas included. */
  load: () => Promise<Call>;
}

/** The definition an address stands for (a union of addresses stands for the union of theirs). */
export type CallOf<Address> = Address extends CallAddress<infer Call> ? Call : never;
