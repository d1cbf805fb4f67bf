import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { bareImportKey, createResolveHook, installedPackageFileOf } from './module-loading.ts';

/**
 * A folder holding `files` (path inside it: content), made before the describe block's tests; the
 * returned function gives a file's URL in it.
 */
function fileTree(prefix: string, files: Record<string, string>): (file: string) => string {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), prefix));
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    }
  });
  return (file) => pathToFileURL(path.join(root, file)).href;
}

describe('resolving a relative import inside an installed package', () => {
  const url = fileTree('fernleaf-modules-', {
    'node_modules/esm-lib/package.json': '{"type":"module","exports":{".":"./index.js"}}',
    'node_modules/esm-lib/index.js': '',
    'node_modules/esm-lib/sql/sql.js': '',
    'node_modules/esm-lib/legacy.cjs': '',
    // A folder with its own package.json, as zod/v4/core has.
    'node_modules/esm-lib/old/package.json': '{"type":"commonjs"}',
    'node_modules/esm-lib/old/index.js': '',
    'node_modules/plain-lib/package.json': '{"main":"index.js"}',
    'node_modules/plain-lib/index.js': '',
    'node_modules/plain-lib/util.js': '',
    'src/app.js': '',
    'src/helper.js': '',
  });

  it('gives the named file with the format its package declares', () => {
    const parent = url('node_modules/esm-lib/index.js');
    expect(installedPackageFileOf('./sql/sql.js', parent)).toEqual({
      url: url('node_modules/esm-lib/sql/sql.js'),
      format: 'module',
    });
    expect(installedPackageFileOf('../index.js', url('node_modules/esm-lib/sql/sql.js'))).toEqual({
      url: parent,
      format: 'module',
    });
    expect(installedPackageFileOf('./legacy.cjs', parent)).toEqual({
      url: url('node_modules/esm-lib/legacy.cjs'),
      format: 'commonjs',
    });
    expect(installedPackageFileOf('./old/index.js', parent)).toEqual({
      url: url('node_modules/esm-lib/old/index.js'),
      format: 'commonjs',
    });
  });

  it("leaves the format to Node's detection when the package declares no type", () => {
    expect(installedPackageFileOf('./util.js', url('node_modules/plain-lib/index.js'))).toEqual({
      url: url('node_modules/plain-lib/util.js'),
    });
  });

  it('leaves to Node what it must decide itself', () => {
    const parent = url('node_modules/esm-lib/index.js');
    // A bare name (exports, conditions), a `#` import, a name without its extension, a folder, a missing file.
    for (const specifier of ['plain-lib', '#internal', './sql/sql', './sql', './missing.js']) {
      expect(installedPackageFileOf(specifier, parent), specifier).toBeUndefined();
    }
    // Our own sources, and an import that leaves the installed packages.
    expect(installedPackageFileOf('./helper.js', url('src/app.js'))).toBeUndefined();
    expect(installedPackageFileOf('../../src/app.js', parent)).toBeUndefined();
    expect(installedPackageFileOf('./index.js', undefined)).toBeUndefined();
  });
});

describe('resolving a bare import from our own sources', () => {
  const url = fileTree('fernleaf-bare-imports-', {
    'package.json': '{"name":"app","type":"module"}',
    'node_modules/esm-lib/package.json': '{"type":"module","exports":{".":"./index.js"}}',
    'node_modules/esm-lib/index.js': '',
    // A folder with node_modules of its own, and a package of its own inside the app.
    'src/vendored/node_modules/esm-lib/package.json': '{"type":"module"}',
    'src/other/package.json': '{"name":"other"}',
  });

  /** The hook, with Node's resolution counted: each answer names the parent it was asked for. */
  function countedHook() {
    const hook = createResolveHook();
    const asked: string[] = [];
    const resolve = (specifier: string, parent: string, conditions = ['node', 'import']) =>
      hook(specifier, { conditions, importAttributes: {}, parentURL: url(parent) }, (name, context) => {
        asked.push(`${name} from ${context?.parentURL}`);
        return { url: `${url('node_modules/esm-lib/index.js')}?asked-from=${context?.parentURL}`, format: 'module' };
      });
    return { resolve, asked };
  }

  it('asks Node once for the files of a package that would resolve it alike', () => {
    const { resolve, asked } = countedHook();
    const first = resolve('esm-lib', 'src/app.js');
    expect(first).toEqual({
      url: `${url('node_modules/esm-lib/index.js')}?asked-from=${url('src/app.js')}`,
      format: 'module',
    });
    // Another file, another folder of the same package: the same answer, without asking Node.
    expect(resolve('esm-lib', 'src/deep/helper.js')).toEqual({ ...first, shortCircuit: true });
    expect(resolve('esm-lib', 'src/app.js')).toEqual({ ...first, shortCircuit: true });
    expect(asked).toEqual([`esm-lib from ${url('src/app.js')}`]);
  });

  it('asks Node again where the answer may differ', () => {
    const { resolve, asked } = countedHook();
    resolve('esm-lib', 'src/app.js');
    resolve('esm-lib/sub', 'src/app.js');
    resolve('esm-lib', 'src/app.js', ['node', 'require']);
    resolve('esm-lib', 'src/vendored/lib.js');
    resolve('esm-lib', 'src/other/lib.js');
    expect(asked).toHaveLength(5);
  });

  it('leaves every other import to Node each time', () => {
    const key = (specifier: string, parent: string) =>
      bareImportKey(specifier, { conditions: ['node', 'import'], parentURL: url(parent) });
    for (const specifier of [
      './helper.js',
      '../app.js',
      '/abs/file.js',
      '#internal',
      'node:fs',
      'data:text/javascript,',
    ]) {
      expect(key(specifier, 'src/app.js'), specifier).toBeUndefined();
    }
    expect(key('esm-lib', 'node_modules/esm-lib/index.js')).toBeUndefined();
    expect(key('esm-lib', 'src/app.js')).toBeDefined();
  });
});
