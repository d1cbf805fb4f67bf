// A/B of the transfer benchmark on a shared machine: starts each named transfer server in turn, round
// after round, under the benchmark's load, and reports transfers/s with the CPU time the server
// process and PostgreSQL's processes spent per transfer (user plus system, from /proc). Transfers/s
// moves with whatever else the machine runs; CPU per transfer is the steadier figure.
//
//   BENCH_POSTGRES_URL=... BENCH_TRANSFER_DATA_DIR=... node bench/transfer-cpu.ts \
//     before=/path/to/other/checkout/bench/servers/full-stack-transfers.ts \
//     after=servers/full-stack-transfers.ts bare=servers/bare-transfers.ts
//
// BENCH_ROUNDS (3), BENCH_SECONDS (10), BENCH_HOT=1 sends every transfer for one member.
import { type ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { existingTransferTemplate } from './servers/transfer-members.ts';
import { transferLoad } from './transfer-load.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL;
if (!adminUrl) throw new Error('BENCH_POSTGRES_URL names the PostgreSQL server the template lives on');
const template = await existingTransferTemplate();
if (!template) throw new Error('BENCH_TRANSFER_DATA_DIR names the folder of a transfer template (run.ts makes one)');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const spread = process.env.BENCH_HOT !== '1';
const servers = process.argv.slice(2).map((argument) => {
  const [label, file] = argument.split('=');
  if (!label || !file) throw new Error(`name each server as label=file, not ${argument}`);
  return { label, file: path.resolve(file) };
});
if (servers.length === 0) throw new Error('name at least one server: label=path/to/server.ts');

/** CPU seconds (user plus system) a process has used, or 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3, utime 14 and stime 15 (1-based over the whole line).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** PostgreSQL's postmaster and every process it started (the backends of each connection among them). */
async function postgresPids(): Promise<number[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ setting: string }>(
    `select setting from pg_settings where name = 'data_directory'`,
  );
  await client.end();
  const postmaster = Number(readFileSync(path.join(rows[0]?.setting ?? '', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

async function postgresCpu(): Promise<Map<number, number>> {
  return new Map((await postgresPids()).map((pid) => [pid, cpuSecondsOf(pid)]));
}

function spentSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

async function start(file: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(file, {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_TRANSFER_DATA_DIR: template?.dataDir },
  });
  const ready = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
  });
  return { child, port: ready.port };
}

const urlPathOf = (file: string) => (file.endsWith('bare-transfers.ts') ? '/transfer' : '/api/banking/transfers');

console.log(
  `${template.members.length} members, ${spread ? 'spread over all' : 'one hot member'}, ${seconds} s per run, ${rounds} rounds`,
);
console.log('round  server                     load   transfers/s   server ms/transfer   PostgreSQL ms/transfer');
for (let round = 1; round <= rounds; round += 1) {
  for (const server of servers) {
    const { child, port } = await start(server.file);
    try {
      const load = transferLoad(port, urlPathOf(server.file), template, spread, 10);
      await autocannon({ ...load, duration: 2 });
      const serverBefore = cpuSecondsOf(child.pid as number);
      const postgresBefore = await postgresCpu();
      const result = await autocannon({ ...load, duration: seconds });
      const serverSpent = cpuSecondsOf(child.pid as number) - serverBefore;
      const postgresSpent = spentSince(postgresBefore, await postgresCpu());
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${server.label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      const transfers = result.requests.total;
      console.log(
        [
          String(round).padEnd(6),
          server.label.padEnd(26),
          loadavg()[0]?.toFixed(1).padStart(4),
          String(Math.round(transfers / seconds)).padStart(13),
          ((serverSpent * 1000) / transfers).toFixed(2).padStart(20),
          ((postgresSpent * 1000) / transfers).toFixed(2).padStart(24),
        ].join(' '),
      );
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}
