import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from '../apps/server/src/db/pglite-template.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const folder = mkdtempSync(path.join(tmpdir(), 'fernleaf-install-template-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What `npm install` runs once the packages are in place: the root package's postinstall script. */
function runPostinstall(templatesDir: string): string {
  return execFileSync('npm', ['run', '--silent', 'postinstall', '--', '--templates-dir', templatesDir], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
}

describe('npm install', () => {
  // Creating and migrating the template is about 5 s of CPU: minutes on a busy machine.
  it('makes the migrated template, so the first start on a new data folder copies it', {
    timeout: 180_000,
  }, async () => {
    const templatesDir = path.join(folder, 'templates');
    expect(runPostinstall(templatesDir)).toContain('Made the migrated database');
    const [template] = readdirSync(templatesDir);
    if (!template) throw new Error('no template made');
    const madeAt = statSync(path.join(templatesDir, template)).mtimeMs;

    // A second install keeps it as it is.
    expect(runPostinstall(templatesDir)).toBe('');
    expect(readdirSync(templatesDir)).toEqual([template]);
    expect(statSync(path.join(templatesDir, template)).mtimeMs).toBe(madeAt);

    // The start finds it made: it copies, where without it the start would make one first.
    expect(await prepareDataDir(path.join(folder, 'data', 'pglite'), { templatesDir })).toBe('template');
  });

  it('is not failed by a template it cannot make', () => {
    // A file where the templates folder should be: the install goes on, the start will create the database.
    const notAFolder = path.join(folder, 'a-file');
    writeFileSync(notAFolder, '');
    expect(runPostinstall(path.join(notAFolder, 'templates'))).toContain('the first start on a new data folder will');
  });
});
