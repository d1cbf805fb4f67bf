// The web build replaces zod's JSON Schema converter with functions that throw (decision 084); what
// the browser does with a schema (parse, read `minLength` and the like) must not change. These run the
// build's transform on the installed zod, so a zod upgrade that moves things fails here, not in a page.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  processorsModule,
  toJsonSchemaModule,
  withoutConverter,
  withoutProcessors,
  zodWithoutJsonSchema,
} from '../../build/zod-without-json-schema-plugin';

const zodCore = path.join(path.dirname(createRequire(import.meta.url).resolve('zod/v4/core')), '');
const processorsFile = path.join(zodCore, 'json-schema-processors.js');
const converterFile = path.join(zodCore, 'to-json-schema.js');
const scratch = mkdtempSync(path.join(tmpdir(), 'zod-without-json-schema-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Imports transformed module text, its relative imports pointed at the installed zod's files. */
async function importTransformed(name: string, code: string): Promise<Record<string, unknown>> {
  const file = path.join(scratch, name);
  writeFileSync(
    file,
    code.replace(
      /from "\.\/([^"]+)"/g,
      (_match, relative: string) => `from "${pathToFileURL(path.join(zodCore, relative)).href}"`,
    ),
  );
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

function transform(id: string, code: string): string | undefined {
  const hook = zodWithoutJsonSchema().transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  const result = handler?.call({} as never, code, id) as { code: string } | null | undefined;
  return result?.code;
}

describe('zod in the web build, without its JSON Schema converter', () => {
  it('transforms the two converter modules and nothing else', () => {
    expect(processorsModule.test(processorsFile)).toBe(true);
    expect(toJsonSchemaModule.test(converterFile)).toBe(true);
    expect(transform(path.join(zodCore, 'schemas.js'), 'export const kept = 1;')).toBeUndefined();
    expect(transform(processorsFile, readFileSync(processorsFile, 'utf8'))?.length).toBeLessThan(
      readFileSync(processorsFile, 'utf8').length / 3,
    );
  });

  it('keeps aggregateChecks, which schemas read at run time, and every other export of the processors', async () => {
    const original = await import(/* @vite-ignore */ pathToFileURL(processorsFile).href);
    const stubbed = await importTransformed('processors.js', withoutProcessors(readFileSync(processorsFile, 'utf8')));
    expect(Object.keys(stubbed).sort()).toEqual(Object.keys(original).sort());
    const aggregateChecks = stubbed.aggregateChecks as (schema: z.ZodType) => Record<string, unknown>;
    expect(aggregateChecks(z.string().min(2).max(5))).toMatchObject({ minimum: 2, maximum: 5 });
    expect(aggregateChecks(z.number().int().positive())).toMatchObject({ isInt: true, exclusiveMinimum: 0 });
    expect(() => (stubbed.stringProcessor as () => void)()).toThrow(/not built into the web app/);
  });

  it('answers a method that throws from each method factory of the converter, and exports all it did', async () => {
    const original = await import(/* @vite-ignore */ pathToFileURL(converterFile).href);
    const stubbed = await importTransformed('to-json-schema.js', withoutConverter(readFileSync(converterFile, 'utf8')));
    expect(Object.keys(stubbed).sort()).toEqual(Object.keys(original).sort());
    const method = (stubbed.createToJSONSchemaMethod as () => () => unknown)();
    expect(() => method()).toThrow(/not built into the web app/);
  });

  it('leaves parsing as it was: a schema on the transformed zod fills defaults and rejects an answer that breaks it', async () => {
    // zod's ES modules copied with the two modules transformed, as the build bundles them.
    const zodCopy = path.join(scratch, 'zod');
    cpSync(path.dirname(zodCore), zodCopy, {
      recursive: true,
      filter: (source) => !/\.(d\.[cm]?ts|cjs|map)$/.test(source),
    });
    const copiedCore = path.join(zodCopy, 'core');
    for (const [file, rewrite] of [
      ['json-schema-processors.js', withoutProcessors],
      ['to-json-schema.js', withoutConverter],
    ] as const) {
      writeFileSync(path.join(copiedCore, file), rewrite(readFileSync(path.join(copiedCore, file), 'utf8')));
    }
    const web = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(zodCopy, 'classic', 'external.js')).href
    )) as typeof z;
    const answer = web.object({
      id: web.string().min(1),
      cents: web.number().int(),
      kind: web.enum(['checking', 'savings']),
      availableBalance: web.number().default(0),
    });
    expect(answer.parse({ id: 'a1', cents: 125, kind: 'checking' })).toEqual({
      id: 'a1',
      cents: 125,
      kind: 'checking',
      availableBalance: 0,
    });
    const broken = answer.safeParse({ id: '', cents: 1.5, kind: 'card' });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['id', 'cents', 'kind']);
    expect(web.string().max(5).maxLength).toBe(5);
    expect(() => answer.toJSONSchema()).toThrow(/not built into the web app/);
  });

  it('fails the build when the processors module no longer has the shape the transform expects', () => {
    expect(() => withoutProcessors('export const somethingElse = 1;\n')).toThrow(/check the plugin/);
  });
});
