import type { Plugin } from 'vite';

/** zod's JSON Schema conversion: the processors each classic schema type links to, and the converter. */
export const processorsModule = /[\\/]zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/;
export const toJsonSchemaModule = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;

/** Where the processors begin in json-schema-processors.js; before it, `aggregateChecks` and its helpers. */
const processorsStart = '\nconst formatMap = {';

const unavailable = `function unavailable() {
  throw new Error('zod JSON Schema conversion is not built into the web app (apps/web/build/zod-without-json-schema-plugin.ts)');
}`;

function exportedNames(source: string): string[] {
  const names = [...source.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((match) => match[1] as string);
  for (const match of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of (match[1] as string).split(',')) {
      const name = part.trim().split(/\s+as\s+/)[1] ?? part.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * json-schema-processors.js without its processors: `aggregateChecks` (which a schema's `minLength`,
 * `maxValue`, `isInt` and the like read at run time) kept as it is, every other export a function that
 * throws. Fails the build when zod's module no longer has that shape, rather than build something else.
 */
export function withoutProcessors(source: string): string {
  const start = source.indexOf(processorsStart);
  if (start < 0 || !/^export function aggregateChecks\(/m.test(source.slice(0, start))) {
    throw new Error(
      'zod-without-json-schema: json-schema-processors.js no longer starts with aggregateChecks before `const formatMap`; check the plugin against this zod version',
    );
  }
  const kept = source
    .slice(0, start)
    // The converter's helpers were imported for the processors only.
    .replace(/^import \{[^}]*\} from "\.\/to-json-schema\.js";\n/m, '');
  if (/to-json-schema/.test(kept)) {
    throw new Error('zod-without-json-schema: aggregateChecks now uses the JSON Schema converter');
  }
  const stubs = exportedNames(source.slice(start)).map((name) =>
    name === 'allProcessors' ? 'export const allProcessors = {};' : `export const ${name} = unavailable;`,
  );
  return `${kept}\n${unavailable}\n${stubs.join('\n')}\n`;
}

/** to-json-schema.js with each export throwing; the method factories still answer a method (that throws). */
export function withoutConverter(source: string): string {
  const stubs = exportedNames(source).map((name) =>
    name.startsWith('create') && name.endsWith('Method')
      ? `export const ${name} = () => unavailable;`
      : `export const ${name} = unavailable;`,
  );
  return `${unavailable}\n${stubs.join('\n')}\n`;
}

/**
 * Every zod classic schema links to its JSON Schema processor (`schema.toJSONSchema()`), so the web
 * app's zod chunk carried the whole converter (about 5 kB gzip) though the browser never converts a
 * schema: the server does, for its API docs, with zod unchanged. The web build replaces the
 * converter with functions that throw (decision 084).
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'fernleaf:zod-without-json-schema',
    // The built app only: tests and the dev server keep zod whole.
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (processorsModule.test(id)) return { code: withoutProcessors(code), map: null };
      if (toJsonSchemaModule.test(id)) return { code: withoutConverter(code), map: null };
      return null;
    },
  };
}
