// Runs the product as several processes on one PostgreSQL, the way a deployment behind a load balancer
// does (decision 029): a fresh database on the server DATABASE_URL names, two server processes on it
// (`npm run serve`, each with its own PORT, one DATA_DIR, the same secrets), and a round-robin proxy in
// front that sends each request to the next process and says which one answered (x-served-by).
//   DATABASE_URL=postgres://... PROXY_PORT=3100 node scripts/two-processes.ts
// Stops both processes and drops the database on SIGTERM or SIGINT. Needs the web app built.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generateSecrets } from '../apps/server/src/secrets.ts';

const root = path.join(import.meta.dirname, '..');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server (scripts/test-postgres.sh starts one).');
  process.exit(1);
}
const proxyPort = Number(process.env.PROXY_PORT ?? process.env.E2E_PORT ?? 3100);
// Out of the way of other checkouts' E2E ports (3100-3199).
const serverPorts = [proxyPort + 1000, proxyPort + 2000];
const publicUrl = `http://127.0.0.1:${proxyPort}`;
const databaseName = `fernleaf_two_processes_${process.pid}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(adminUrl as string);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function waitForHealth(port: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server on port ${port} exited with ${server.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on port ${port} did not answer in time`);
}

const servers: ChildProcess[] = [];
// One folder for both: with DATABASE_URL the data-dir lock (decision 006) must not stop the second.
const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-two-processes-'));
let proxy: http.Server | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    proxy?.close();
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null) return resolve();
            server.once('exit', () => resolve());
            server.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
  }
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

async function start(): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS ${databaseName}`);
  await admin(`CREATE DATABASE ${databaseName}`);
  // Every process must share one set: one signs the tokens the other checks, one seals what the other opens.
  const secrets = generateSecrets();
  // One after the other: the first migrates and seeds the demo member, the second finds both done.
  for (const port of serverPorts) {
    const server = spawn('npm', ['run', 'serve'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...secrets,
        APP_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        DATABASE_URL: databaseUrl(),
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        SANDBOX_ACH_SETTLE_SECONDS: '3',
      },
    });
    servers.push(server);
    server.once('exit', (code) => {
      if (!stopping) {
        console.error(`the server on port ${port} stopped (${code}); stopping the other`);
        void stop(1);
      }
    });
    await waitForHealth(port, server);
  }

  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  proxy = http.createServer((request, response) => {
    const index = next % serverPorts.length;
    next += 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: serverPorts[index],
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': `process-${index + 1}` });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  proxy.listen(proxyPort, '127.0.0.1', () => {
    console.log(`Two processes (ports ${serverPorts.join(', ')}) behind ${publicUrl}, database ${databaseName}`);
  });
}

start().catch((error: unknown) => {
  console.error(error);
  void stop(1);
});
