// Every call registered in the app, called signed out and signed in with inputs generated from its
// zod schemas and mixed with hostile values (NUL bytes, lone surrogates, huge numbers, wrong types,
// very long strings, deep nesting). No answer may be a 5xx, and every 4xx carries the error envelope.
// Fixed seed and a bounded number of runs per call, so a failure replays the same way.
import type { CallDefinition } from '@fernleaf/contract/define-call';
import { errorEnvelopeSchema } from '@fernleaf/contract/envelopes';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seedDemoData } from '../demo-data.ts';
import { demoMember } from '../demo-member.ts';
import { createSandboxAggregator } from '../sandbox/bank-aggregators/sandbox-aggregator.ts';
import { arbitraryFor, hostileStrings, leafPaths, validArbitraryFor, withLeaf } from '../test/contract-arbitraries.ts';
import { signInMember } from '../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registeredCalls } from './register-call.ts';

const seed = 20_261_126;
// FUZZ_RUNS raises the random runs per call when hunting for new failures by hand; CI keeps the default.
const randomRunsPerCall = Number(process.env.FUZZ_RUNS ?? 8);
/** Each leaf of a valid input gets every hostile value in turn; the first ones of a part suffice. */
const maxLeavesPerPart = 16;
const signedOutRunsPerCall = 3;
/** Deeper than any schema goes, and deep enough to overflow a recursive walk of the body. */
const hostileDepth = 5_000;
const deepMarker = '__fuzz_deep_value__';

interface FuzzInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** Raw JSON text sent instead of `body`, for shapes JSON.stringify cannot build (deep nesting). */
  rawBody?: string;
  idempotencyKey?: string | null;
}

interface Failure {
  call: string;
  signedIn: boolean;
  status: number;
  answer: string;
  input: string;
}

let t: TestApp;
let authorization: string;
let requestCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  // The demo member has every product open (bank, identity, checking, cash advance), so signed-in
  // calls reach their rules and their writes instead of stopping at a missing onboarding step.
  await seedDemoData(t.database.db, {
    fieldKey: t.secrets.fieldEncryptionKey,
    aggregator: createSandboxAggregator(),
    brandName: t.config.brandName,
  });
  authorization = `Bearer ${(await signInMember(t.app, t.config, demoMember.email, demoMember.password)).accessToken}`;
}, 120_000);
afterAll(() => t?.close());

/** Percent-encodes any string, lone surrogates included (as the bytes a careless encoder writes). */
function encodeAny(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value);
}

function urlFor(call: CallDefinition, input: FuzzInput): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const text = asText(params[name]);
    return text === '' ? 'x' : encodeAny(text);
  });
  const parts: string[] = [];
  if (input.query !== null && typeof input.query === 'object' && !Array.isArray(input.query)) {
    for (const [name, value] of Object.entries(input.query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) parts.push(`${encodeAny(name)}=${encodeAny(asText(item))}`);
      }
    }
  }
  return `/api${path}${parts.length > 0 ? `?${parts.join('&')}` : ''}`;
}

function deepJson(depth: number): string {
  return `${'['.repeat(depth)}0${']'.repeat(depth)}`;
}

async function send(call: CallDefinition, input: FuzzInput, signedIn: boolean): Promise<Failure | undefined> {
  requestCount += 1;
  const headers: Record<string, string> = {};
  if (signedIn) headers.authorization = authorization;
  if (call.idempotent && input.idempotencyKey !== null) {
    headers['idempotency-key'] = input.idempotencyKey ?? `fuzz-${requestCount.toString().padStart(8, '0')}`;
  }
  const hasBody = call.method !== 'GET' && (input.rawBody !== undefined || input.body !== undefined);
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await t.app.inject({
    method: call.method,
    url: urlFor(call, input),
    headers,
    // A distinct address per request keeps per-address rate limits from hiding the calls behind 429s.
    remoteAddress: `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`,
    ...(hasBody ? { payload: input.rawBody ?? JSON.stringify(input.body) } : {}),
  });
  const status = response.statusCode;
  let ok = status < 500;
  if (ok && status >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    ok = errorEnvelopeSchema.safeParse(body).success;
  }
  if (ok) return undefined;
  return {
    call: `${call.method} ${call.path}`,
    signedIn,
    status,
    answer: response.body.slice(0, 300),
    input: (input.rawBody ? `raw body of ${input.rawBody.length} chars` : (JSON.stringify(input) ?? '')).slice(0, 300),
  };
}

const parts = ['params', 'query', 'body'] as const;

/** What the server's schema sees of a part: params and query values arrive as text. */
function onTheWire(part: (typeof parts)[number], value: unknown): unknown {
  if (part === 'body' || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, Array.isArray(item) ? item.map(asText) : asText(item)]),
  );
}

/**
 * A valid input: the first generated sample each part's schema accepts, refinements included, so a
 * hostile value put at one leaf is the only thing wrong with the request.
 */
function validSample(call: CallDefinition, offset: number): FuzzInput {
  const input: FuzzInput = {};
  for (const part of parts) {
    const schema = call[part] as z.ZodType | undefined;
    if (!schema) continue;
    const candidates = fc.sample(validArbitraryFor(schema), { seed: seed + offset, numRuns: 20 });
    input[part] = candidates.find((candidate) => schema.safeParse(onTheWire(part, candidate)).success) ?? candidates[0];
  }
  return input;
}

/** Inputs that put each hostile string, in turn, at each leaf of a valid input, plus deep and wrong shapes. */
function targetedInputs(call: CallDefinition, offset: number): FuzzInput[] {
  const sample = validSample(call, offset);
  const inputs: FuzzInput[] = [];
  for (const part of parts) {
    if (!call[part]) continue;
    const paths = leafPaths(sample[part]).slice(0, maxLeavesPerPart);
    for (const [index, path] of paths.entries()) {
      const leaf = path.reduce<unknown>(
        (value, key) => (value as Record<string | number, unknown>)?.[key],
        sample[part],
      );
      const hostiles: unknown[] = ['\u0000', 'a\ud800', 'x'.repeat(100_000), { nested: [] }];
      if (typeof leaf === 'number') hostiles.push(1e308, 2 ** 64, -1);
      for (const hostile of hostiles) inputs.push({ ...sample, [part]: withLeaf(sample[part], path, hostile) });
      // The depth rule is one rule for every place: a few leaves show it holds below the root too.
      if (part === 'body' && index < 2) {
        const text = JSON.stringify(withLeaf(sample.body, path, deepMarker));
        inputs.push({ ...sample, rawBody: text.replace(JSON.stringify(deepMarker), deepJson(hostileDepth)) });
      }
    }
  }
  if (call.body) {
    inputs.push({ ...sample, rawBody: deepJson(hostileDepth) });
    inputs.push({ ...sample, rawBody: `${'{"a":'.repeat(hostileDepth)}0${'}'.repeat(hostileDepth)}` });
    for (const shape of [null, [], 'text', 42, { '\u0000': '\ud800' }]) inputs.push({ ...sample, body: shape });
  }
  if (call.idempotent) {
    inputs.push({ ...sample, idempotencyKey: null });
    inputs.push({ ...sample, idempotencyKey: 'short' });
  }
  for (const text of hostileStrings.slice(0, 4)) {
    if (call.query) inputs.push({ ...sample, query: { ...(sample.query as object), [text]: text } });
  }
  return inputs;
}

function randomInputs(call: CallDefinition, offset: number, numRuns: number): FuzzInput[] {
  const arbitrary = fc.record({
    params: call.params ? arbitraryFor(call.params) : fc.constant(undefined),
    query: call.query ? arbitraryFor(call.query) : fc.constant(undefined),
    body: call.body ? arbitraryFor(call.body as z.ZodType) : fc.constant(undefined),
    idempotencyKey: fc.option(fc.constantFrom('replayed-key-0001', 'x'), { freq: 6, nil: undefined }),
  });
  return fc.sample(arbitrary, { seed: seed + offset, numRuns }) as FuzzInput[];
}

describe('every registered call, fuzzed from its contract', () => {
  it('answers no 5xx and always the error envelope on a 4xx, signed out and signed in', async () => {
    const calls = registeredCalls(t.app);
    // The app registers the whole contract; a much shorter list means the registry lost calls.
    expect(calls.length).toBeGreaterThan(100);
    const failures: Failure[] = [];
    for (const [index, call] of calls.entries()) {
      const offset = index * 1_000;
      const signedOut = randomInputs(call, offset + 500, signedOutRunsPerCall);
      for (const input of signedOut) {
        const failure = await send(call, input, false);
        if (failure) failures.push(failure);
      }
      const signedIn = [...targetedInputs(call, offset), ...randomInputs(call, offset, randomRunsPerCall)];
      for (const [inputIndex, input] of signedIn.entries()) {
        // A public call ignores a token; alternating covers both ways without doubling the requests.
        const failure = await send(call, input, call.access === 'member' || inputIndex % 2 === 0);
        if (failure) failures.push(failure);
      }
    }
    // One line per call and status, so a report names every call to fix at once.
    const seen = new Set<string>();
    const report = failures
      .filter((failure) => {
        const key = `${failure.call} ${failure.status}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map(
        (failure) =>
          `${failure.call} (${failure.signedIn ? 'signed in' : 'signed out'}) -> ${failure.status} ${failure.answer}\n    input: ${failure.input}`,
      );
    expect(report, `${failures.length} of ${requestCount} requests failed`).toEqual([]);
  }, 600_000);
});
