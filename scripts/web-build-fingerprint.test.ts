import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { webBuildFingerprint, webBuildNeeded } from './web-build-fingerprint.ts';

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

describe('the web build fingerprint', () => {
  let root: string;
  const fingerprint = (env: NodeJS.ProcessEnv = {}) => webBuildFingerprint(root, { env });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'fernleaf-fingerprint-'));
    write(root, 'apps/web/src/main.tsx', 'render()');
    write(root, 'apps/web/vite.config.ts', 'export default {}');
    write(root, 'packages/contract/src/user.ts', 'export const user = 1;');
    write(root, 'package-lock.json', '{"lockfileVersion":3}');
    write(root, 'tsconfig.base.json', '{}');
  });

  it('stays the same while nothing the build reads changes', () => {
    const before = fingerprint();
    write(root, 'apps/web/dist/assets/index-abc.js', 'built');
    write(root, 'apps/web/node_modules/.vite/deps.json', '{}');
    write(root, 'apps/web/src/main.test.tsx', 'it()');
    write(root, 'apps/server/src/app.ts', 'server');
    write(root, 'README.md', 'words');
    expect(fingerprint()).toBe(before);
  });

  it.each([
    ['an edited web source', () => write(root, 'apps/web/src/main.tsx', 'render(2)')],
    ['an added web source', () => write(root, 'apps/web/src/routes/home.tsx', 'home')],
    ['a removed web source', () => rmSync(path.join(root, 'apps/web/src/main.tsx'))],
    [
      'a renamed web source',
      () => renameSync(path.join(root, 'apps/web/src/main.tsx'), path.join(root, 'apps/web/src/entry.tsx')),
    ],
    ['the build configuration', () => write(root, 'apps/web/vite.config.ts', 'export default { build: {} }')],
    ['the contract', () => write(root, 'packages/contract/src/user.ts', 'export const user = 2;')],
    ['the lockfile', () => write(root, 'package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
    ['the shared compiler options', () => write(root, 'tsconfig.base.json', '{"strict":true}')],
  ])('changes with %s', (_what, change) => {
    const before = fingerprint();
    change();
    expect(fingerprint()).not.toBe(before);
  });

  it('changes when content moves from one file to another', () => {
    write(root, 'apps/web/src/a.ts', 'ab');
    write(root, 'apps/web/src/b.ts', 'c');
    const before = fingerprint();
    write(root, 'apps/web/src/a.ts', 'a');
    write(root, 'apps/web/src/b.ts', 'bc');
    expect(fingerprint()).not.toBe(before);
  });

  it('changes with the VITE_ variables the bundle carries, and only with those', () => {
    const before = fingerprint({ PATH: '/bin' });
    expect(fingerprint({ PATH: '/usr/bin', PORT: '3000' })).toBe(before);
    expect(fingerprint({ VITE_RELEASE: '1.2.3' })).not.toBe(before);
    expect(fingerprint({ VITE_RELEASE: '1.2.4' })).not.toBe(fingerprint({ VITE_RELEASE: '1.2.3' }));
  });
});

describe('whether npm start builds the web app', () => {
  it('builds when there is no build', () => {
    expect(webBuildNeeded({ built: false, stored: undefined, current: 'abc' })).toEqual({
      build: true,
      reason: 'the web app is not built yet',
    });
    // A fingerprint without its index.html is an unfinished or damaged build.
    expect(webBuildNeeded({ built: false, stored: 'abc', current: 'abc' }).build).toBe(true);
  });

  it('builds when the build does not say which sources it came from', () => {
    expect(webBuildNeeded({ built: true, stored: undefined, current: 'abc' })).toEqual({
      build: true,
      reason: 'the build does not say which sources it was made from',
    });
  });

  it('builds when the sources changed since the build', () => {
    expect(webBuildNeeded({ built: true, stored: 'abc\n', current: 'abd' })).toEqual({
      build: true,
      reason: 'the web app sources changed since the last build',
    });
  });

  it('does not build when the build is of the sources as they are', () => {
    expect(webBuildNeeded({ built: true, stored: 'abc\n', current: 'abc' })).toEqual({ build: false });
  });
});
