// Reads a V8 CPU profile (`node --cpu-prof`) into where the time went: self time per function and per
// plugin (the package or server file the function lives in), the shares of the busy time.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  /** Where it lives (package or file and line), for a function; empty for a plugin. */
  where: string;
  ms: number;
  /** Of the busy time (idle excluded). */
  share: number;
}

export interface ProfileSummary {
  /** The profile, relative to the repository. */
  file: string;
  busyMs: number;
  byFunction: SelfTime[];
  byPlugin: SelfTime[];
}

const repoRoot = path.join(import.meta.dirname, '..');

/** `@fastify/compress`, `pino`, `server: platform/rate-limit.ts`, `node internals`... */
export function pluginOf(url: string, functionName: string): string {
  if (url === '') {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'V8 and native code';
    // Node's and V8's built-ins in C++ (writing to a socket, the file system...).
    return `native: ${functionName || 'anonymous'}`;
  }
  if (url.startsWith('node:')) return 'node internals';
  if (url.startsWith('wasm://')) return 'WebAssembly (the embedded database)';
  const file = url.replace(/^file:\/\//, '');
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  if (packageMatch?.[1]) {
    // The workspace's own packages are linked under node_modules too.
    if (packageMatch[1] === '@fernleaf/contract') return 'contract';
    return packageMatch[1];
  }
  const serverMatch = /apps\/server\/src\/(.+)$/.exec(file);
  if (serverMatch?.[1]) return `server: ${serverMatch[1]}`;
  const contractMatch = /packages\/contract\/(?:src\/)?(.+)$/.exec(file);
  if (contractMatch?.[1]) return `contract: ${contractMatch[1]}`;
  return path.relative(repoRoot, file);
}

function top(totals: Map<string, { where: string; ms: number }>, busyMs: number, count: number): SelfTime[] {
  return [...totals.entries()]
    .map(([name, { where, ms }]) => ({ name, where, ms, share: ms / busyMs }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

/**
 * `fromMicros` (the process's monotonic clock, as `process.hrtime` gives it and the profile counts)
 * leaves out the samples before it: the server's start-up, when only its work under load is wanted.
 */
export function summariseProfile(file: string, { count = 15, fromMicros = 0 } = {}): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= fromMicros) selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });
  const byFunction = new Map<string, { where: string; ms: number }>();
  const byPlugin = new Map<string, { where: string; ms: number }>();
  let busyMs = 0;
  for (const [id, ms] of selfMs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busyMs += ms;
    const plugin = pluginOf(frame.url, frame.functionName);
    const where = frame.url === '' ? plugin : `${plugin}:${frame.lineNumber + 1}`;
    const name = `${frame.functionName || '(anonymous)'} ${where}`;
    const fn = byFunction.get(name) ?? { where, ms: 0 };
    fn.ms += ms;
    byFunction.set(name, fn);
    const group = byPlugin.get(plugin) ?? { where: '', ms: 0 };
    group.ms += ms;
    byPlugin.set(plugin, group);
  }
  return {
    file: path.relative(repoRoot, file),
    busyMs,
    // The function's name alone in the table: where it lives has its own column.
    byFunction: top(byFunction, busyMs, count).map((entry) => ({
      ...entry,
      name: entry.name.slice(0, entry.name.length - entry.where.length - 1),
    })),
    byPlugin: top(byPlugin, busyMs, count),
  };
}
