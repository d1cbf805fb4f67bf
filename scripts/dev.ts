// `npm run dev`: the server and Vite's dev server together, wired so that signing in works on
// Vite's page. The sign-in service's issuer and return address are PUBLIC_URL's, and the web app
// expects them at the page's own origin, so the server runs with PUBLIC_URL at Vite's address and
// Vite forwards the server's paths (`/api`, `/oidc`, the sandbox pages) to it.
// Ctrl+C or a SIGTERM stops both; when one of them ends, the other is stopped too.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_DEV_PORT ?? '5173';
const webUrl = `http://localhost:${webPort}`;

const children: ChildProcess[] = [];
let stopping = false;
let exitCode = 0;

function start(name: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): void {
  const child = spawn(process.execPath, args, { ...options, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      exitCode = code ?? 1;
      stop();
    }
    if (children.every((one) => one.exitCode !== null || one.signalCode !== null)) process.exit(exitCode);
  });
}

function stop(): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);

start('The server', [path.join(repoRoot, 'apps/server/src/main.ts')], {
  cwd: repoRoot,
  env: { ...process.env, PORT: serverPort, PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl },
});
start('Vite', [path.join(repoRoot, 'node_modules/vite/bin/vite.js')], {
  cwd: path.join(repoRoot, 'apps/web'),
  env: { ...process.env, WEB_DEV_PORT: webPort, FERNLEAF_SERVER_URL: `http://localhost:${serverPort}` },
});
