// The real start-up, as `npm start` runs it: migrations, demo data, the DATA_DIR lock and SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = path.join(import.meta.dirname, 'main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_ENV: 'test',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [mainFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-main-'));
  const started: Started[] = [];
  afterAll(() => {
    for (const server of started) server.child.kill('SIGKILL');
  });

  it('serves, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startServer(dataDir, port);
    started.push(first);
    // The start-up banner is several writes; its last line says it is complete.
    await waitFor(() => first.output().includes('API docs:'), 'the first server to start');
    expect(first.output()).toContain('Demo sign-in: demo@fernleaf.test / fernleaf-demo-2026');

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const exists = await fetch(`http://127.0.0.1:${port}/api/user/email?email=demo@fernleaf.test`);
    expect(await exists.json()).toEqual({ data: { exists: true } });

    const second = startServer(dataDir, await freePort());
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another server \(pid \d+\) is already using/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('starts again on the data it left, with migrations and demo data already in place', async () => {
    const port = await freePort();
    const again = startServer(dataDir, port);
    started.push(again);
    await waitFor(() => again.output().includes('API docs:'), 'the server to start again');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
