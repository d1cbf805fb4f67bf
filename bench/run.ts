// `npm run bench`: measures each budget of DESIGN.md as a ratio taken in one run on one machine,
// and writes the figures to docs/benchmarks.md.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchPostgres } from './postgres.ts';
import { writeBenchmarksDoc } from './report.ts';
import { measureWebSize } from './web-size.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const rounds = 2;

interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
}

async function startServer(
  file: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; port: number; headers: Record<string, string> }> {
  const child = fork(path.join(import.meta.dirname, 'servers', file), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const ready = await new Promise<{ port: number; headers: Record<string, string> }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; headers: Record<string, string> }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
  });
  return { child, ...ready };
}

// The bare server gets the same request headers as the full stack (a bearer token is ~700 bytes),
// so the ratio compares the servers, not the size of what the load generator sends.
let memberHeaders: Record<string, string> = {};

async function measure(file: string, urlPath: string): Promise<Measurement> {
  const started = await startServer(file);
  const { child, port } = started;
  if (Object.keys(started.headers).length > 0) memberHeaders = started.headers;
  const headers = memberHeaders;
  try {
    const url = `http://127.0.0.1:${port}${urlPath}`;
    await autocannon({ url, headers, connections, duration: 2 }); // warm-up: JIT and connection pools
    const result = await autocannon({ url, headers, connections, duration: durationSeconds });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${file}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
  } finally {
    child.kill();
  }
}

function best(measurements: Measurement[]): Measurement {
  return measurements.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
}

// Rounds alternate the two servers so that drift on a noisy machine hits both alike.
const bare: Measurement[] = [];
const full: Measurement[] = [];
for (let round = 1; round <= rounds; round += 1) {
  full.push(await measure('full-stack-noop.ts', '/api/bench/noop?name=member'));
  bare.push(await measure('bare-hello.ts', '/hello'));
  console.log(
    `round ${round}: bare ${bare.at(-1)?.requestsPerSecond} req/s, full stack ${full.at(-1)?.requestsPerSecond} req/s`,
  );
}

const frameworkOverhead = {
  bare: best(bare),
  full: best(full),
  ratio: best(full).requestsPerSecond / best(bare).requestsPerSecond,
};
console.log(`framework overhead ratio: ${frameworkOverhead.ratio.toFixed(2)} (budget at least 0.80)`);

/**
 * Transfers per second on PostgreSQL: each request a new transfer with its own Idempotency-Key, from
 * its own client address (the production config trusts X-Forwarded-For), so the per-address limit on
 * money movement counts each request as a different member's, as real traffic would.
 */
async function measureTransfers(file: string, urlPath: string, postgresUrl: string): Promise<Measurement> {
  const { child, port, headers } = await startServer(file, { BENCH_POSTGRES_URL: postgresUrl });
  const { 'x-linked-account-id': linkedAccountId, ...requestHeaders } = headers;
  let sent = 0;
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections,
    requests: [
      {
        method: 'POST' as const,
        path: urlPath,
        setupRequest: (request: autocannon.Request) => {
          sent += 1;
          return {
            ...request,
            headers: {
              ...requestHeaders,
              'content-type': 'application/json',
              'idempotency-key': `bench-${process.pid}-${sent}-${Date.now()}`,
              'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            },
            body: JSON.stringify({ linkedAccountId, direction: 'IN', amount: 100 }),
          };
        },
      },
    ],
  };
  try {
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: durationSeconds });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${file}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
  } finally {
    child.kill();
  }
}

const postgres = startBenchPostgres();
const bareTransfers: Measurement[] = [];
const fullTransfers: Measurement[] = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    fullTransfers.push(await measureTransfers('full-stack-transfers.ts', '/api/banking/transfers', postgres.url));
    bareTransfers.push(await measureTransfers('bare-transfers.ts', '/transfer', postgres.url));
    console.log(
      `transfers round ${round}: bare SQL ${bareTransfers.at(-1)?.requestsPerSecond}/s, API ${fullTransfers.at(-1)?.requestsPerSecond}/s`,
    );
  }
} finally {
  postgres.stop();
}
const moneyMovement = {
  bare: best(bareTransfers),
  full: best(fullTransfers),
  ratio: best(fullTransfers).requestsPerSecond / best(bareTransfers).requestsPerSecond,
};
console.log(
  `money movement ratio: ${moneyMovement.ratio.toFixed(2)} (budget at least 0.50), ${Math.round(moneyMovement.full.requestsPerSecond)} transfers/s (budget at least 1,000)`,
);

/** From `npm start` on an existing install (web app rebuilt, database migrated and seeded) to its first answer. */
async function measureStartUp(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-start-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const repoRoot = path.join(import.meta.dirname, '..');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const startOnce = async () => {
    const startedAt = performance.now();
    // Its own process group, so that npm, the shell and the server stop together.
    const child = spawn('npm', ['start'], { cwd: repoRoot, env, stdio: 'ignore', detached: true });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      for (;;) {
        const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (answered) return performance.now() - startedAt;
        if (performance.now() - startedAt > 120_000) throw new Error('npm start did not serve within 120 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  await startOnce(); // the first start creates the database, migrates and seeds: an install, not a start
  return startOnce();
}

const startUpMs = await measureStartUp();
console.log(`start-up on an existing install: ${Math.round(startUpMs)} ms (budget 5000 ms)`);

// `npm start` above built the web app, so the build measured is the current one.
const webSize = measureWebSize();
console.log(
  `initial JS for /home: ${webSize.initialHomeKb.toFixed(1)} kB gzip (budget 170); largest chunk ${webSize.largestChunk.file} ${webSize.largestChunk.kb.toFixed(1)} kB (budget 100)`,
);

writeBenchmarksDoc({
  startUpMs,
  webSize,
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} cores, Node ${process.version}`,
  settings: `${connections} connections, ${durationSeconds} s per measurement after a 2 s warm-up, best of ${rounds} alternating rounds`,
  frameworkOverhead,
  moneyMovement,
});
