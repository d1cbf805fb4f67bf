// How the server's modules load, set before any of them is imported (decision 038). Importing the
// server's modules is the largest share of a start, so:
// - Node's compile cache keeps the compiled code, and the TypeScript with its types removed, between
//   starts (in the system's temporary folder), instead of doing that work at every start;
// - a relative import inside an installed package resolves to the file it names, with the module
//   format its package declares, without Node's package scope look-up: Node 24 parses the `exports` of
//   the package's package.json again for every module it resolves and loads, and drizzle-orm's lists
//   447 entry points (179 kB) for its 110 modules.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { enableCompileCache, type ModuleFormat, registerHooks } from 'node:module';
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

export function prepareModuleLoading(): void {
  enableCompileCache();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = installedPackageFileOf(specifier, context.parentURL);
      return resolved ? { ...resolved, shortCircuit: true } : nextResolve(specifier, context);
    },
  });
}
