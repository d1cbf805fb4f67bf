// One rule at the edge for text no call can store: PostgreSQL text cannot hold a NUL character, a lone
// surrogate has no UTF-8 form (jsonb refuses it, text silently turns it into U+FFFD), and a value
// nested thousands of levels deep overflows the stack of any recursive walk (JSON.stringify among
// them). Such input is refused with 400 naming the field, before any schema or handler sees it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from './errors.ts';

/** Deeper than any call's schema goes, far below what overflows a recursive walk. */
export const maxInputDepth = 32;

// With the `u` flag a surrogate pair is one code point, so this matches only a lone surrogate.
const loneSurrogate = /\p{Cs}/u;

export interface InputProblem {
  /** Dot-separated path from the part's root, as validation errors name fields. */
  path: string[];
  message: string;
}

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Must not contain a NUL character';
  if (loneSurrogate.test(text)) return 'Must be valid Unicode text';
  return undefined;
}

/** The first unsafe place in a parsed value; walks with its own stack so depth cannot overflow it. */
export function findUnsafeInput(value: unknown): InputProblem | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { path, message };
      continue;
    }
    // Raw bodies (a Buffer) are bytes for their own parser, not fields.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (path.length >= maxInputDepth)
      return { path, message: `Must not be nested more than ${maxInputDepth} levels deep` };
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    // Pushed in reverse so the walk meets fields in the order the caller wrote them.
    for (const [key, item] of entries.reverse()) {
      const keyProblem = textProblem(key);
      // A bad key cannot be named as it is; its parent is the field at fault.
      if (keyProblem)
        return { path, message: `Field names: ${keyProblem.charAt(0).toLowerCase()}${keyProblem.slice(1)}` };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

const requestParts = ['params', 'query', 'body'] as const;

/** Field name for a problem, the way schema validation names it: the path, or the part at the root. */
function fieldName(part: (typeof requestParts)[number], path: string[]): string {
  if (path.length === 0) return part === 'params' ? 'path' : part;
  return path.join('.');
}

/**
 * True when a value is nothing, or a flat object of safe text (a query string, path parameters, most GET
 * requests): the common case, answered without the walk's copies of paths. Anything else, or any
 * problem, goes to the walk, which names the field as it always has.
 */
function isFlatSafeText(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item !== 'string' || textProblem(item) !== undefined || textProblem(key) !== undefined) return false;
  }
  return true;
}

/** Throws 400 naming the field when a request's params, query or body hold input no call can take. */
export function assertSafeInput(input: { params?: unknown; query?: unknown; body?: unknown }): void {
  for (const part of requestParts) {
    if (isFlatSafeText(input[part])) continue;
    const problem = findUnsafeInput(input[part]);
    if (problem) throw validationFailed({ [fieldName(part, problem.path)]: problem.message });
  }
}

/** Every route, API or page: a sandbox page looks its path parameter up in the database too. */
export function registerInputHygiene(app: FastifyInstance): void {
  // Callback style, not async: one promise fewer on every request of the app.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      assertSafeInput(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
