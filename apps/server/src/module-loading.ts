// How the server's modules load, set before any of them is imported (decision 038). Importing the
// server's modules is the largest share of a start, so:
// - Node's compile cache keeps the compiled code, and the TypeScript with its types removed, between
//   starts (in the system's temporary folder), instead of doing that work at every start;
// - a relative import inside an installed package resolves to the file it names, with the module
//   format its package declares, without Node's package scope look-up: Node 24 parses the `exports` of
//   the package's package.json again for every module it resolves and loads, and drizzle-orm's lists
//   447 entry points (179 kB) for its 110 modules;
// - a bare import from our own sources (`drizzle-orm`, `zod`, `@fernleaf/contract/...`: 430 of them)
//   is resolved by Node once for all the files that would resolve it alike, not once per file, for the
//   same reason (decision 085).
import { existsSync, readFileSync, statSync } from 'node:fs';
import {
  enableCompileCache,
  type ModuleFormat,
  type ResolveFnOutput,
  type ResolveHookContext,
  registerHooks,
} from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `type` of the package.json nearest to each folder asked about (undefined: none declared). */
const declaredTypes = new Map<string, 'module' | 'commonjs' | undefined>();

function declaredTypeOf(folder: string): 'module' | 'commonjs' | undefined {
  if (declaredTypes.has(folder)) return declaredTypes.get(folder);
  const manifest = path.join(folder, 'package.json');
  let type: 'module' | 'commonjs' | undefined;
  if (existsSync(manifest)) {
    const declared = (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type;
    type = declared === 'module' || declared === 'commonjs' ? declared : undefined;
  } else {
    const parent = path.dirname(folder);
    type = parent === folder ? undefined : declaredTypeOf(parent);
  }
  declaredTypes.set(folder, type);
  return type;
}

/**
 * The file a relative import inside an installed package names, and its format: ESM imports name
 * their file in full (no extension search, no folder index), so it is the URL itself when that file
 * exists. The format is given only where the extension or the package's `type` decides it; a package
 * that declares none is left to Node's syntax detection. Anything else (a bare name, a `#` import,
 * our own sources, a missing file) is left to Node, which also gives the usual error.
 */
export function installedPackageFileOf(
  specifier: string,
  parentUrl: string | undefined,
): { url: string; format?: ModuleFormat } | undefined {
  if (!parentUrl?.startsWith('file:') || !parentUrl.includes('/node_modules/')) return undefined;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const extension = /\.(js|mjs|cjs)$/.exec(specifier)?.[1];
  if (!extension) return undefined;
  const url = new URL(specifier, parentUrl);
  if (!url.pathname.includes('/node_modules/')) return undefined;
  const file = fileURLToPath(url);
  try {
    if (!statSync(file).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const format = extension === 'mjs' ? 'module' : extension === 'cjs' ? 'commonjs' : declaredTypeOf(path.dirname(file));
  return format ? { url: url.href, format } : { url: url.href };
}

/**
 * The nearest folder at or above a folder that holds `entry`, each folder asked once: many files share
 * their folders, and a start resolves hundreds of imports.
 */
function nearestFolderHolding(entry: string): (folder: string) => string | undefined {
  const found = new Map<string, string | undefined>();
  const nearest = (folder: string): string | undefined => {
    if (found.has(folder)) return found.get(folder);
    const parent = path.dirname(folder);
    const answer = existsSync(path.join(folder, entry)) ? folder : parent === folder ? undefined : nearest(parent);
    found.set(folder, answer);
    return answer;
  };
  return nearest;
}

/** The package scope Node gives a file's folder: the nearest folder holding a package.json. */
const packageScopeOf = nearestFolderHolding('package.json');
/** Where a bare name's look-up first finds a node_modules folder. */
const lookupStartOf = nearestFolderHolding('node_modules');

/**
 * What decides how Node resolves a bare import (`zod`, `drizzle-orm/pg-core`) from one of our own
 * files: the name, the import's conditions, the file's package scope (a package may import itself by
 * name) and the node_modules folders above the file, of which the nearest decides where the look-up
 * starts. Two files alike in all of these get the same answer. Undefined for any other import: a
 * relative or absolute one, a `#` import, a URL or `node:` name, one from an installed package.
 */
export function bareImportKey(specifier: string, context: Pick<ResolveHookContext, 'conditions' | 'parentURL'>) {
  const parentUrl = context.parentURL;
  if (!parentUrl?.startsWith('file:') || parentUrl.includes('/node_modules/')) return undefined;
  if (/^[./#]/.test(specifier) || /^[a-z][a-z\d+.-]*:/i.test(specifier)) return undefined;
  const folder = path.dirname(fileURLToPath(parentUrl));
  return [specifier, context.conditions.join(','), packageScopeOf(folder), lookupStartOf(folder)].join('\0');
}

type ResolveHook = Parameters<typeof registerHooks>[0]['resolve'] & {};

/** The resolve hook: installed packages' relative imports short-cut, our bare imports resolved once per key. */
export function createResolveHook(): ResolveHook {
  const resolvedBareImports = new Map<string, ResolveFnOutput>();
  return (specifier, context, nextResolve) => {
    const resolved = installedPackageFileOf(specifier, context.parentURL);
    if (resolved) return { ...resolved, shortCircuit: true };
    const key = bareImportKey(specifier, context);
    if (key === undefined) return nextResolve(specifier, context);
    const known = resolvedBareImports.get(key);
    if (known) return known;
    const answer = nextResolve(specifier, context);
    resolvedBareImports.set(key, { ...answer, shortCircuit: true });
    return answer;
  };
}

export function prepareModuleLoading(): void {
  enableCompileCache();
  registerHooks({ resolve: createResolveHook() });
}
