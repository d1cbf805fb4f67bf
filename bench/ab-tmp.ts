import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const ticks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(f[11]) + Number(f[12]);
};
const dir = '/work/wt-framework/bench/servers';
async function start(file: string, env: Record<string, string> = {}) {
  const child = fork(path.join(dir, file), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const ready = await new Promise<{ port: number; headers: Record<string, string> }>((r, j) => {
    child.once('message', (m) => r(m as never));
    child.once('exit', (c) => j(new Error(String(c))));
  });
  return { child, ...ready };
}
const full = await start('full-stack-noop.ts');
const bare = await start('bare-hello.ts');
const seconds = Number(process.env.S ?? 5);
const rounds = Number(process.env.R ?? 3);
const run = async (port: number, p: string) => {
  const pid = port === full.port ? full.child.pid! : bare.child.pid!;
  const t0 = ticks(pid);
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${p}`,
    headers: full.headers,
    connections: 10,
    duration: seconds,
  });
  if (r.non2xx || r.errors) console.log('NON2XX', r.non2xx, r.errors, JSON.stringify(r.statusCodeStats));
  const us = ((ticks(pid) - t0) * 10000) / r.requests.total;
  console.log(`  ${p}: ${r.requests.average}/s, ${us.toFixed(1)} us CPU per request`);
  cpu.set(p, [...(cpu.get(p) ?? []), us]);
  return r.requests.average;
};
const cpu = new Map<string, number[]>();
await run(full.port, '/api/bench/noop?name=member');
await run(bare.port, '/hello');
const ratios: number[] = [];
for (let i = 0; i < rounds; i++) {
  const f = await run(full.port, '/api/bench/noop?name=member');
  const b = await run(bare.port, '/hello');
  ratios.push(f / b);
  console.log(`round ${i}: full ${f} bare ${b} ratio ${(f / b).toFixed(2)}`);
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
console.log(
  'CPU ratio (bare/full per request)',
  (med(cpu.get('/hello')!) / med(cpu.get('/api/bench/noop?name=member')!)).toFixed(2),
);
console.log('median ratio', ratios.sort()[Math.floor(ratios.length / 2)].toFixed(2));
full.child.kill();
bare.child.kill();
process.exit(0);
