// What a start loads before it answers: every module costs CPU at every start (decision 085), so a
// library only some later calls use is imported where they use it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';

const mainFile = path.join(import.meta.dirname, 'main.ts');
const folder = mkdtempSync(path.join(tmpdir(), 'fernleaf-start-modules-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Loaded before the server's own hooks: writes the URL of every module the process loaded when it exits. */
const recorder = `
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
const loaded = new Set();
registerHooks({ load(url, context, next) { loaded.add(url); return next(url, context); } });
process.on('exit', () => writeFileSync(process.env.LOADED_MODULES_FILE, [...loaded].join('\\n')));
`;

/** Starts the server as `npm start` does, waits for its first answer, stops it: the modules it loaded by then. */
async function modulesLoadedByFirstAnswer(): Promise<string[]> {
  const recorderFile = path.join(folder, 'recorder.mjs');
  writeFileSync(recorderFile, recorder);
  const loadedFile = path.join(folder, 'loaded.txt');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(folder, 'data'),
    APP_ENV: 'test',
    LOG_LEVEL: 'warn',
    LOADED_MODULES_FILE: loadedFile,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', recorderFile, mainFile], { env, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not answer');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  if (!existsSync(loadedFile)) throw new Error('the server wrote no list of its modules');
  return readFileSync(loadedFile, 'utf8').split('\n');
}

describe('a start', () => {
  it('loads no PDF library before its first answer', { timeout: 180_000 }, async () => {
    const loaded = await modulesLoadedByFirstAnswer();
    // The list is complete: the server's framework and its PDF renderers' callers are in it.
    expect(loaded.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('/modules/lionsign/service.ts'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('/modules/checking/direct-deposit.ts'))).toBe(true);
    // Only an agreement's or a direct deposit form's PDF needs it: about 350 modules (it and culori).
    expect(loaded.filter((url) => /\/node_modules\/(@cantoo\/pdf-lib|culori)\//.test(url))).toEqual([]);
  });
});
