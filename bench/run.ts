// `npm run bench`: measures each budget of DESIGN.md as a ratio taken in one run on one machine,
// and writes the figures to docs/benchmarks.md. `BENCH_ONLY=web,lighthouse` (any of the parts the
// report names) measures those parts alone; what it produced besides the figures (the framework's CPU
// profile, the Lighthouse reports) is kept in bench/output/.
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { lighthouseProtocol, lighthouseRunsPerPage, measureLighthouse } from './lighthouse.ts';
import { startBenchPostgres } from './postgres.ts';
import { profileNoopCall, summariseCpuProfile } from './profile.ts';
import {
  type BenchFigures,
  type BenchPart,
  budgets,
  type RunInfo,
  type SheddingRun,
  writeBenchmarksDoc,
} from './report.ts';
import {
  existingTransferTemplate,
  prepareTransferTemplate,
  type TransferTemplate,
} from './servers/transfer-members.ts';
import { clientAddress, transferLoad } from './transfer-load.ts';
import * as webSizeModule from './web-size.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const rounds = 2;
/** How many members the transfers are spread over (BENCH_TRANSFER_DATA_DIR reuses an earlier run's). */
const transferMembers = Number(process.env.BENCH_TRANSFER_MEMBERS ?? 1000);
const allParts: BenchPart[] = ['framework', 'data', 'money', 'startUp', 'web', 'lighthouse', 'shedding'];
/** `BENCH_ONLY=money` (or `framework`, `data`, `startUp`, `web`, `lighthouse`, `shedding`, comma-separated) measures those alone. */
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const unknown = only?.filter((part) => !allParts.includes(part as BenchPart));
if (unknown && unknown.length > 0)
  throw new Error(`BENCH_ONLY names no part ${unknown.join(', ')}: ${allParts.join(', ')}`);
const measuring = (part: BenchPart) => !only || only.includes(part);

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

async function measure(
  file: string,
  urlPath: string,
  options: { env?: NodeJS.ProcessEnv; connections?: number; distinctClients?: boolean } = {},
): Promise<Measurement> {
  const started = await startServer(file, options.env);
  const { child, port } = started;
  if (Object.keys(started.headers).length > 0) memberHeaders = started.headers;
  const headers = memberHeaders;
  let sent = 0;
  const load = {
    url: `http://127.0.0.1:${port}${urlPath}`,
    headers,
    connections: options.connections ?? connections,
    // Each request from its own address (production trusts X-Forwarded-For), so a real call's
    // per-address rate limit counts it as another member's, as real traffic would be.
    ...(options.distinctClients ? { requests: [{ setupRequest: withClientAddress(() => (sent += 1)) }] } : {}),
  };
  try {
    await autocannon({ ...load, duration: 2 }); // warm-up: JIT and connection pools
    const result = await autocannon({ ...load, duration: durationSeconds });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(
        `${file}: ${result.non2xx} non-2xx answers and ${result.errors} errors (${JSON.stringify(result.statusCodeStats)})`,
      );
    }
    return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
  } finally {
    child.kill();
  }
}

function withClientAddress(next: () => number) {
  return (request: autocannon.Request): autocannon.Request => {
    const n = next();
    return {
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': clientAddress(n) },
    };
  };
}

function best(measurements: Measurement[]): Measurement {
  return measurements.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
}

/** Rounds alternate the two servers so that drift on a noisy machine hits both alike; best of each. */
async function compare(name: string, fullRun: () => Promise<Measurement>, bareRun: () => Promise<Measurement>) {
  const full: Measurement[] = [];
  const bare: Measurement[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    full.push(await fullRun());
    bare.push(await bareRun());
    console.log(
      `${name} round ${round}: bare ${bare.at(-1)?.requestsPerSecond}/s, full ${full.at(-1)?.requestsPerSecond}/s`,
    );
  }
  const comparison = {
    bare: best(bare),
    full: best(full),
    ratio: best(full).requestsPerSecond / best(bare).requestsPerSecond,
  };
  console.log(`${name}: ${comparison.ratio.toFixed(2)}x`);
  return comparison;
}

const machine = () =>
  `${cpus().length} cores, Node ${process.version}, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')} (1, 5, 15 min) when the part began`;
const settings = `${connections} connections, ${durationSeconds} s per measurement after a 2 s warm-up, best of ${rounds} alternating rounds`;
const runInfo = (withSettings: boolean): RunInfo => ({
  date: new Date().toISOString().slice(0, 10),
  machine: machine(),
  ...(withSettings ? { settings } : {}),
});
const measured: BenchFigures = {};

/** The full-stack no-op server's CPU profile under the same load, taken apart from the measurement it would slow. */
async function profileFramework() {
  const file = await profileNoopCall(durationSeconds);
  const summary = summariseCpuProfile(file, { limit: 15 });
  console.log(
    `framework profile: ${file}; top parts ${summary.byPart
      .slice(0, 5)
      .map((row) => `${row.name} ${(row.share * 100).toFixed(1)}%`)
      .join(', ')}`,
  );
  return { file: path.relative(path.join(import.meta.dirname, '..'), file), summary };
}

if (measuring('framework')) {
  const run = runInfo(true);
  const comparison = await compare(
    'framework overhead',
    () => measure('full-stack-noop.ts', '/api/bench/noop?name=member'),
    () => measure('bare-hello.ts', '/hello'),
  );
  measured.framework = { run, comparison, profile: await profileFramework() };
}

const readAccount = (env: NodeJS.ProcessEnv) =>
  compare(
    `data overhead (${env.BENCH_POSTGRES_URL ? 'PostgreSQL' : 'PGlite'})`,
    () => measure('full-stack-account-info.ts', '/api/checking-account/info', { env, distinctClients: true }),
    () => measure('bare-account-info.ts', '/account', { env, distinctClients: true }),
  );
const dataRun = runInfo(true);
const dataOverheadPglite = measuring('data') ? await readAccount({}) : undefined;

/**
 * Transfers per second on PostgreSQL: each request a new transfer with its own Idempotency-Key, from
 * its own client address (the production config trusts X-Forwarded-For), so the per-address limit on
 * money movement counts each request as a different member's, as real traffic would. The requests go
 * round the template's members in turn, or all to the first one for the hot-member figure.
 */
async function measureTransfers(
  file: string,
  urlPath: string,
  postgresUrl: string,
  template: TransferTemplate,
  spread: boolean,
): Promise<Measurement> {
  const { child, port } = await startServer(file, {
    BENCH_POSTGRES_URL: postgresUrl,
    BENCH_TRANSFER_DATA_DIR: template.dataDir,
  });
  const options = transferLoad(port, urlPath, template, spread, connections);
  try {
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: durationSeconds });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(
        `${file}: ${result.non2xx} non-2xx answers and ${result.errors} errors (${JSON.stringify(result.statusCodeStats)})`,
      );
    }
    return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
  } finally {
    child.kill();
  }
}

if (measuring('data') || measuring('money')) {
  const postgres = startBenchPostgres();
  try {
    const onPostgres = { BENCH_POSTGRES_URL: postgres.url };
    if (measuring('data') && dataOverheadPglite) {
      const dataOverheadPostgres = await readAccount(onPostgres);
      const readAt50 = await measure('full-stack-account-info.ts', '/api/checking-account/info', {
        env: onPostgres,
        connections: 50,
        distinctClients: true,
      });
      console.log(`account read at 50 connections on PostgreSQL: p99 ${readAt50.p99Ms} ms (budget under 25 ms)`);
      measured.data = {
        run: dataRun,
        pglite: dataOverheadPglite,
        postgres: dataOverheadPostgres,
        postgresP99At50Ms: readAt50.p99Ms,
      };
    }
    if (measuring('money')) {
      const run = runInfo(true);
      const template =
        (await existingTransferTemplate()) ?? (await prepareTransferTemplate(postgres.url, transferMembers));
      const membersMeasured = template.members.length;
      const moneyMovement = await compare(
        `money movement (${membersMeasured} members)`,
        () => measureTransfers('full-stack-transfers.ts', '/api/banking/transfers', postgres.url, template, true),
        () => measureTransfers('bare-transfers.ts', '/transfer', postgres.url, template, true),
      );
      const hotMember = await compare(
        'money movement (one member)',
        () => measureTransfers('full-stack-transfers.ts', '/api/banking/transfers', postgres.url, template, false),
        () => measureTransfers('bare-transfers.ts', '/transfer', postgres.url, template, false),
      );
      measured.money = { run, members: membersMeasured, spread: moneyMovement, hotMember };
    }
  } finally {
    postgres.stop();
  }
}

/** Start-up figures: wall time to the first answer, and the CPU the start's processes spent by then. */
interface StartTime {
  ms: number;
  /** User and system CPU of every process of the start (npm, the web build's check, the server); undefined off Linux. */
  cpuMs: number | undefined;
}

/**
 * The CPU a process group spent: each live member's own and its waited-for children's (the web build's
 * check, which the shell ran before it became the server), from /proc.
 */
function cpuOfProcessGroup(groupId: number): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name (which may hold spaces): state is field 3, pgrp 5, utime..cstime 14-17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== groupId) continue;
    ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  }
  return (ticks / ticksPerSecond) * 1000;
}

/**
 * From `npm start` on an installed and built tree (the web build's fingerprint matches its sources,
 * the database is migrated and seeded) to its first answer to `GET /api/health`, the median of three
 * starts; before them, the first start on a new data folder (migrations and the demo seed), right after
 * what the install does (its postinstall step makes the migrated template, decision 085) and the web
 * build (issue 27); and one start after the sources changed, which rebuilds the web app first
 * (decision 038).
 */
async function measureStartUp(): Promise<{ built: StartTime; newDataFolder: StartTime; sourcesChangedMs: number }> {
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
  const startOnce = async (): Promise<StartTime> => {
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
        if (answered) {
          const ms = performance.now() - startedAt;
          return { ms, cpuMs: child.pid ? cpuOfProcessGroup(child.pid) : undefined };
        }
        if (performance.now() - startedAt > 120_000) throw new Error('npm start did not serve within 120 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  // What a new member of the team runs before the first start: the install's step that makes the
  // template (kept when it is already made for these migrations) and the web build.
  execFileSync('npm', ['run', 'postinstall'], { cwd: repoRoot, stdio: 'inherit' });
  execFileSync('node', ['scripts/build-web.ts', '--if-changed'], { cwd: repoRoot, stdio: 'inherit' });
  const newDataFolder = await startOnce();
  const starts = [await startOnce(), await startOnce(), await startOnce()].sort((a, b) => a.ms - b.ms);
  // Another fingerprint beside the build is what an edited source looks like to `npm start`,
  // without touching a source.
  writeFileSync(path.join(repoRoot, 'apps/web/dist/.build-fingerprint'), 'sources changed\n');
  const sourcesChangedMs = (await startOnce()).ms;
  return { built: starts[1] ?? { ms: 0, cpuMs: undefined }, newDataFolder, sourcesChangedMs };
}

const cpuText = (time: StartTime) => (time.cpuMs === undefined ? '' : `, CPU ${Math.round(time.cpuMs)} ms`);

if (measuring('startUp')) {
  const run = runInfo(false);
  const { built, newDataFolder, sourcesChangedMs } = await measureStartUp();
  console.log(
    `start-up on a built tree: ${Math.round(built.ms)} ms${cpuText(built)} (budget ${budgets.startUpMs} ms); on a new data folder: ${Math.round(newDataFolder.ms)} ms${cpuText(newDataFolder)} (budget ${budgets.firstStartUpMs} ms); after a source changed: ${Math.round(sourcesChangedMs)} ms`,
  );
  measured.startUp = {
    run,
    ms: built.ms,
    cpuMs: built.cpuMs,
    newDataFolderMs: newDataFolder.ms,
    newDataFolderCpuMs: newDataFolder.cpuMs,
    sourcesChangedMs,
  };
}

// `npm start` builds the web app; measured without it, the web parts build it first.
if ((measuring('web') || measuring('lighthouse')) && !measuring('startUp')) {
  const repoRoot = path.join(import.meta.dirname, '..');
  if (!existsSync(path.join(repoRoot, 'apps', 'web', 'dist', 'index.html')) || process.env.BENCH_BUILD !== 'no') {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
}

if (measuring('web')) {
  const run = runInfo(false);
  const webSize = webSizeModule.measureWebSize();
  console.log(
    `initial JS for /home: ${webSize.initialHomeKb.toFixed(1)} kB gzip (budget ${budgets.initialHomeKb}); largest chunk ${webSize.largestChunk.file} ${webSize.largestChunk.kb.toFixed(1)} kB (budget ${budgets.chunkKb})`,
  );
  const firstVisit = await webSizeModule.measureSignedInFirstVisit();
  console.log(
    `all JS of a signed-in first visit to /home: ${firstVisit.totalKb.toFixed(1)} kB gzip in ${firstVisit.files.length} scripts (budget ${budgets.signedInFirstVisitKb})`,
  );
  const routeGrowth = webSizeModule.measureRouteGrowth();
  console.log(
    `${routeGrowth.routes} scratch routes add ${routeGrowth.addedBytes} bytes to /home's initial JS (${routeGrowth.withoutKb.toFixed(1)} to ${routeGrowth.withKb.toFixed(1)} kB; budget under ${budgets.routeGrowthBytes} bytes)`,
  );
  // The web build writes a bundle report (what each chunk is made of); web-size.ts names where
  // (`bundleReportPaths`) and measureWebSize() what the first download of /home holds (`initialParts`).
  const reportPaths = (webSizeModule as { bundleReportPaths?: { html: string } }).bundleReportPaths;
  const { initialParts } = webSize as { initialParts?: { name: string; kb: number }[] };
  measured.web = {
    run,
    initialHomeKb: webSize.initialHomeKb,
    largestChunk: webSize.largestChunk,
    bundleReport:
      reportPaths && existsSync(reportPaths.html)
        ? path.relative(path.join(import.meta.dirname, '..'), reportPaths.html)
        : undefined,
    initialParts: initialParts?.slice(0, 10),
    signedInFirstVisitKb: firstVisit.totalKb,
    routeGrowth: { routes: routeGrowth.routes, addedBytes: routeGrowth.addedBytes },
  };
}

if (measuring('lighthouse')) {
  const run = runInfo(false);
  measured.lighthouse = {
    run,
    scores: await measureLighthouse(),
    runsPerPage: lighthouseRunsPerPage,
    protocol: lighthouseProtocol,
  };
}

/** Sign-ins offered a second, and for how long: well past what the password checks take, kept short. */
const signInsPerSecond = 1000;
const sheddingSeconds = 5;
/** More connections than a call may hold (MAX_IN_FLIGHT_PER_CALL, 128 by default), so some are shed. */
const sheddingConnections = 256;
const maxInFlightPerCall = 128;

/** The p50 and p99 of some latencies, in ms. */
function percentiles(values: number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

async function measureShedding(env: NodeJS.ProcessEnv): Promise<SheddingRun> {
  const { child, port, headers } = await startServer('full-stack-sign-in.ts', env);
  let sent = 0;
  let shedWithRetryAfter = 0;
  const shedMs: number[] = [];
  const checkedMs: number[] = [];
  const other: Record<string, number> = {};
  try {
    let finished: (result: autocannon.Result) => void = () => {};
    let failed: (error: unknown) => void = () => {};
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      finished = resolve;
      failed = reject;
    });
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: sheddingConnections,
        overallRate: signInsPerSecond,
        duration: sheddingSeconds,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/interaction/sign-in',
            setupRequest: (request: autocannon.Request) => {
              sent += 1;
              return {
                ...request,
                headers: {
                  ...headers,
                  'content-type': 'application/json',
                  'x-forwarded-for': clientAddress(sent),
                },
                body: JSON.stringify({
                  email: `nobody-${sent}@example.test`,
                  password: 'not the password',
                  rememberBrowser: false,
                }),
              };
            },
            onResponse: (status, _body, _context, responseHeaders) => {
              if (status === 503 && responseHeaders?.['retry-after']) shedWithRetryAfter += 1;
            },
          },
        ],
      },
      (error, result) => (error ? failed(error) : finished(result)),
    );
    // Each answer with its status and time: autocannon's own latency figures mix the two kinds.
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      if (status === 503) shedMs.push(responseTime);
      else if (status === 401) checkedMs.push(responseTime);
      else other[String(status)] = (other[String(status)] ?? 0) + 1;
    });
    const result = await done;
    if (result.errors > 0) other['0'] = result.errors;
  } finally {
    child.kill();
  }
  const figures = {
    sent: shedMs.length + checkedMs.length + Object.values(other).reduce((sum, count) => sum + count, 0),
    shed: shedMs.length,
    shedWithRetryAfter,
    checked: checkedMs.length,
    other,
    shedMs: percentiles(shedMs),
    checkedMs: percentiles(checkedMs),
  };
  console.log(
    `load shedding (${env.BENCH_POSTGRES_URL ? 'PostgreSQL' : 'PGlite'}): ${figures.shed} of ${figures.sent} sign-ins shed (p99 ${figures.shedMs.p99} ms), ${figures.checked} checked (p99 ${figures.checkedMs.p99} ms)`,
  );
  return figures;
}

if (measuring('shedding')) {
  const run = runInfo(false);
  const pglite = await measureShedding({});
  const postgres = startBenchPostgres();
  try {
    measured.shedding = {
      run,
      offeredPerSecond: signInsPerSecond,
      seconds: sheddingSeconds,
      connections: sheddingConnections,
      maxInFlight: maxInFlightPerCall,
      pglite,
      postgres: await measureShedding({ BENCH_POSTGRES_URL: postgres.url }),
    };
  } finally {
    postgres.stop();
  }
}

writeBenchmarksDoc(measured);
