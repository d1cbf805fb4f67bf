// Reads a .cpuprofile (from `node --cpu-prof` or BENCH_CPU_PROFILE=1) and sums self time per function
// and per part of the stack (a package, a platform file, a module, Node's own HTTP and streams), so a
// profile can be read without a browser's devtools.
//
//   node bench/profile.ts file.cpuprofile        summarises one profile
//   node bench/profile.ts                         profiles the full-stack no-op call under load, then summarises
//   node bench/profile.ts --bare                  the same for the bare Fastify hello it is measured against
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { defaultProfileDir } from './servers/cpu-profile.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
  parent?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileRow {
  /** A function (`name (file:line)`) or a part of the stack (`fastify`, `platform/logger.ts`, ...). */
  name: string;
  selfMs: number;
  /** Share of the busy time: idle time is left out, so the shares say where the work went. */
  share: number;
}

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  /** Time including what each plugin called (a log line's JSON, a schema's checks): the table of decision 011. */
  byPlugin: ProfileRow[];
  byPart: ProfileRow[];
  byFunction: ProfileRow[];
}

/**
 * The plugins of the request path, by the parts of the stack that are theirs. A sample counts for the
 * nearest of them above it (the zod check inside the contract serializer counts for the contract), and
 * for Fastify and Node's HTTP when none is on the stack: the work the bare server does too.
 */
export const pluginOfPart: Record<string, string> = {
  'platform/logger.ts': 'request log line (pino, redaction)',
  'platform/request-log.ts': 'request log line (pino, redaction)',
  pino: 'request log line (pino, redaction)',
  'sonic-boom': 'request log line (pino, redaction)',
  '@fastify/rate-limit': 'rate limit',
  'platform/rate-limit-store.ts': 'rate limit',
  'platform/rate-limits.ts': 'rate limit',
  'ip-address': 'rate limit',
  'identity/throttle-repo.ts': 'rate limit',
  'fastify-type-provider-zod': 'contract validation and serialization (zod)',
  zod: 'contract validation and serialization (zod)',
  'platform/access-tokens.ts': 'bearer token and live-session check',
  jose: 'bearer token and live-session check',
  'platform/register-call.ts': 'call wrapper (register-call)',
  'packages/contract/src/define-call.ts': 'call wrapper (register-call)',
  'platform/input-hygiene.ts': 'input hygiene',
  'platform/security-headers.ts': 'security headers',
  'platform/edge-hook.ts': 'canonical host and sandbox gate',
  'platform/canonical-host.ts': 'canonical host and sandbox gate',
  'platform/sandbox-gate.ts': 'canonical host and sandbox gate',
  '@fastify/compress': 'compression check',
  'platform/compress-answer.ts': 'compression check',
  'platform/request-id.ts': 'request id',
  'platform/errors.ts': 'error envelope',
  'app.ts': 'app hooks (shutdown header, allow-list)',
  'drizzle-orm': 'database',
  '@electric-sql/pglite': 'database',
  'wasm (the embedded database)': 'database',
  'bench/servers/full-stack-noop.ts': 'the no-op handler',
};
const notAPlugin = 'Fastify and Node HTTP (the bare server does this too)';
/**
 * Node's HTTP, socket and stream code ends the walk up the stack: a hook that passes the answer on
 * (`next()` in an onSend hook) has the socket write under it, which is not the hook's cost.
 */
const httpMachinery = /^node:(_http_|net|streams|stream_base_commons)/;

/** The part of the stack a frame belongs to: a package, a file of the server, or Node itself. */
export function partOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packagePath?.[1]) return packagePath[1];
  const serverPath = /apps\/server\/src\/(.+)$/.exec(url);
  if (serverPath?.[1])
    return serverPath[1].startsWith('modules/') ? serverPath[1].split('/').slice(0, 2).join('/') : serverPath[1];
  const workspacePath = /(packages\/[^/]+|bench)\/(.+)$/.exec(url);
  if (workspacePath) return `${workspacePath[1]}/${workspacePath[2]}`;
  if (url.startsWith('wasm://')) return 'wasm (the embedded database)';
  if (url.startsWith('node:')) {
    const internal = /^node:(?:internal\/)?([^/]+)/.exec(url)?.[1] ?? url;
    return `node:${internal.replace(/\.js$/, '')}`;
  }
  return path.basename(url);
}

function functionLabel(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  return `${name} (${partOf(frame)}:${frame.lineNumber + 1})`;
}

function rows(totals: Map<string, number>, busyMs: number, limit: number): ProfileRow[] {
  return [...totals]
    .map(([name, selfMs]) => ({ name, selfMs: Math.round(selfMs * 10) / 10, share: selfMs / busyMs }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, limit);
}

/** Self time per function and per part of the stack, largest first. */
export function summariseCpuProfile(file: string, options: { limit?: number } = {}): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  // timeDeltas[i] is the time before sample i; the time a sample stands for is the next delta.
  for (let index = 0; index < profile.samples.length; index += 1) {
    const id = profile.samples[index] as number;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, delta));
  }
  for (const node of profile.nodes)
    for (const child of node.children ?? []) (byId.get(child) as ProfileNode).parent = node.id;
  const pluginOfNode = new Map<number, string>();
  const pluginOf = (id: number): string => {
    const cached = pluginOfNode.get(id);
    if (cached) return cached;
    const node = byId.get(id);
    const part = node ? partOf(node.callFrame) : undefined;
    const plugin =
      !node || !part || httpMachinery.test(part)
        ? notAPlugin
        : (pluginOfPart[part] ?? (node.parent === undefined ? notAPlugin : pluginOf(node.parent)));
    pluginOfNode.set(id, plugin);
    return plugin;
  };
  const perPlugin = new Map<string, number>();
  const perPart = new Map<string, number>();
  const perFunction = new Map<string, number>();
  let idleMs = 0;
  let busyMs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const ms = us / 1000;
    if (frame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    const plugin = frame.functionName === '(garbage collector)' ? '(garbage collector)' : pluginOf(id);
    perPlugin.set(plugin, (perPlugin.get(plugin) ?? 0) + ms);
    const part = partOf(frame);
    perPart.set(part, (perPart.get(part) ?? 0) + ms);
    const label = functionLabel(frame);
    perFunction.set(label, (perFunction.get(label) ?? 0) + ms);
  }
  const limit = options.limit ?? 40;
  return {
    busyMs: Math.round(busyMs),
    idleMs: Math.round(idleMs),
    byPlugin: rows(perPlugin, busyMs, limit),
    byPart: rows(perPart, busyMs, limit),
    byFunction: rows(perFunction, busyMs, limit),
  };
}

function printRows(title: string, list: ProfileRow[]): void {
  console.log(`\n${title}`);
  for (const row of list)
    console.log(`${(row.share * 100).toFixed(1).padStart(6)}%  ${row.selfMs.toFixed(0).padStart(7)} ms  ${row.name}`);
}

export function printSummary(file: string, summary = summariseCpuProfile(file)): void {
  console.log(`${file}\nbusy ${summary.busyMs} ms, idle ${summary.idleMs} ms`);
  printRows('Time per plugin of the request path (with what it calls)', summary.byPlugin);
  printRows('Self time per part of the stack', summary.byPart);
  printRows('Self time per function', summary.byFunction);
}

/** Starts the full-stack no-op server with profiling on, loads it as the bench does, and answers the profile's path. */
export async function profileNoopCall(
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  server: 'full-stack-noop.ts' | 'bare-hello.ts' = 'full-stack-noop.ts',
): Promise<string> {
  const child = fork(path.join(import.meta.dirname, 'servers', server), {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, BENCH_CPU_PROFILE: process.env.BENCH_CPU_PROFILE ?? defaultProfileDir },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const ready = await new Promise<{ port: number; headers: Record<string, string> }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; headers: Record<string, string> }));
    child.once('exit', (code) => reject(new Error(`full-stack-noop.ts exited with ${code}: ${stderr}`)));
  });
  const result = await autocannon({
    url: `http://127.0.0.1:${ready.port}${server === 'bare-hello.ts' ? '/hello' : '/api/bench/noop?name=member'}`,
    // The bare server gets the member's headers too, as in the bench; it answers without reading them.
    headers: ready.headers.authorization ? ready.headers : bareHeaders,
    connections: 10,
    duration: seconds,
  });
  console.log(`${server} under profiling: ${result.requests.average} req/s, ${result.non2xx} non-2xx`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  const written = /CPU profile written to (.+)\n/.exec(stderr)?.[1];
  if (!written) throw new Error(`no profile written: ${stderr}`);
  return written;
}

/** A bearer header of a signed-in member's size (~700 bytes), for the bare server that checks none. */
const bareHeaders = { authorization: `Bearer ${'x'.repeat(700)}` };

if (import.meta.main) {
  const argument = process.argv[2];
  const file =
    argument === '--bare' ? await profileNoopCall(undefined, 'bare-hello.ts') : (argument ?? (await profileNoopCall()));
  printSummary(file);
}
