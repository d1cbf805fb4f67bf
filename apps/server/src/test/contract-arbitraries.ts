// fast-check arbitraries derived from a call's zod schemas (through their JSON Schema), mixed with the
// hostile values an outside caller can send: NUL bytes, lone surrogates, huge numbers, wrong types,
// very long strings and deep nesting. Used by the contract fuzz test.
import { MS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Strings PostgreSQL text cannot hold, or that no UTF-8 encoder can write faithfully. */
export const hostileStrings = [
  '\u0000',
  'name\u0000',
  '\ud800',
  'a\udc00b',
  '\udfff\ud800',
  'x'.repeat(100_000),
  '',
  ' ',
  '9'.repeat(400),
  '-1',
  '1e400',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '\u202e\ufeff',
] as const;

export const hostileNumbers = [1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 2 ** 64, 0.1, -0.5, 1e-320, 0, -1] as const;

/** Values of every JSON type, for any place a schema expects something else. */
const wrongTypes: unknown[] = [null, true, false, {}, [], [null], { '\u0000': 1 }, { '\ud800': 'x' }, '{}', '[]'];

/** A value nested `depth` levels deep, built without recursion so the builder cannot overflow. */
export function deeplyNested(depth: number, kind: 'array' | 'object' = 'array'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings),
  fc.constantFrom<unknown>(...hostileNumbers),
  fc.constantFrom<unknown>(...wrongTypes),
  fc.constantFrom<unknown>(deeplyNested(64), deeplyNested(300, 'object')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udc00', 'a', '€'), maxLength: 12 }),
);

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let jsonSchema = jsonSchemas.get(schema);
  if (!jsonSchema) {
    jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
    jsonSchemas.set(schema, jsonSchema);
  }
  return jsonSchema;
}

interface Options {
  /** Weight of a hostile value against a valid one, at every node of the value. */
  hostileWeight: number;
}

/** An arbitrary of values that mostly satisfy the schema, with hostile values mixed in at every node. */
export function arbitraryFor(schema: z.ZodType, options: Options = { hostileWeight: 1 }): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema);
  return fromJsonSchema(root, root, options, 0);
}

/** An arbitrary of values that satisfy the schema's JSON Schema (refinements aside), without hostile values. */
export function validArbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema);
  return fromJsonSchema(root, root, { hostileWeight: 0 }, 0);
}

const maxSchemaDepth = 12;

function fromJsonSchema(node: JsonSchema, root: JsonSchema, options: Options, depth: number): fc.Arbitrary<unknown> {
  const valid = validFromJsonSchema(node, root, options, depth);
  if (options.hostileWeight === 0) return valid;
  return fc.oneof({ weight: 8, arbitrary: valid }, { weight: options.hostileWeight, arbitrary: hostileValue });
}

function validFromJsonSchema(
  node: JsonSchema,
  root: JsonSchema,
  options: Options,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > maxSchemaDepth) return fc.constant(null);
  const next = (child: JsonSchema) => fromJsonSchema(child, root, options, depth + 1);
  if (node.$ref) {
    const name = node.$ref.replace('#/$defs/', '');
    const target = root.$defs?.[name];
    return target ? validFromJsonSchema(target, root, options, depth + 1) : fc.jsonValue({ maxDepth: 2 });
  }
  if ('const' in node) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => next(alternative)));
  if (node.allOf?.[0])
    return validFromJsonSchema({ ...node.allOf[0], ...node, allOf: undefined }, root, options, depth);
  if (Array.isArray(node.type)) {
    return fc.oneof(...node.type.map((type) => validFromJsonSchema({ ...node, type }, root, options, depth)));
  }
  switch (node.type) {
    case 'string':
      return stringArbitrary(node);
    case 'integer':
      return fc.integer({
        min: Math.max(node.minimum ?? (node.exclusiveMinimum ?? -1_000_001) + 1, -(2 ** 31)),
        max: Math.min(node.maximum ?? (node.exclusiveMaximum ?? 1_000_001) - 1, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: node.minimum ?? node.exclusiveMinimum ?? -1e6,
        max: node.maximum ?? node.exclusiveMaximum ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (node.prefixItems) return fc.tuple(...node.prefixItems.map((item) => next(item)));
      const minLength = node.minItems ?? 0;
      return fc.array(node.items ? next(node.items) : fc.jsonValue({ maxDepth: 2 }), {
        minLength,
        maxLength: Math.min(node.maxItems ?? minLength + 3, minLength + 3),
      });
    }
    case 'object': {
      const properties = node.properties ?? {};
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, child] of Object.entries(properties)) shape[name] = next(child);
      const record = fc.record(shape, { requiredKeys: (node.required ?? []).filter((name) => name in properties) });
      if (typeof node.additionalProperties === 'object') {
        const extra = fc.dictionary(fc.string({ maxLength: 12 }), next(node.additionalProperties), { maxKeys: 4 });
        return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

const day = MS_PER_DAY;

function stringArbitrary(node: JsonSchema): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = Math.min(node.maxLength ?? 40, minLength + 60);
  switch (node.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      // Most timestamps a call takes say when something just happened; a few are far off.
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .integer({ min: -3 * day, max: 60_000 })
            .map((offset) => new Date(Date.now() + offset).toISOString()),
        },
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString()),
      );
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (node.pattern) {
    try {
      const pattern = new RegExp(node.pattern, 'u');
      return fc
        .stringMatching(pattern)
        .filter((value) => value.length >= minLength && value.length <= (node.maxLength ?? Number.POSITIVE_INFINITY));
    } catch {
      // A pattern fast-check cannot generate from: plain strings of the right length still probe the call.
    }
  }
  return fc.string({ minLength, maxLength });
}

/** Every path to a leaf of a JSON value (strings, numbers, booleans, null), object keys and array indexes. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withLeaf(item, rest, leaf) : item));
  if (value !== null && typeof value === 'object') {
    return { ...value, [head]: withLeaf((value as Record<string, unknown>)[head], rest, leaf) };
  }
  return value;
}
