// `BENCH_CPU_PROFILE=1` (or a folder) makes a bench server record a CPU profile while it serves and
// write it as a .cpuprofile when the runner stops it, so a measured figure comes with where its time
// went. Started once the server is ready: migrations, sign-up and start-up are not in it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/** Where profiles go unless BENCH_CPU_PROFILE names a folder (gitignored with the rest of bench/output). */
export const defaultProfileDir = path.join(import.meta.dirname, '..', 'output', 'profiles');

export function profileDirFromEnv(value = process.env.BENCH_CPU_PROFILE): string | undefined {
  if (!value || value === '0') return undefined;
  return value === '1' ? defaultProfileDir : path.resolve(value);
}

/** Starts the profiler; the profile is written on SIGTERM (what the runner sends) or when the runner goes away. */
export async function profileUntilStopped(name: string, dir: string): Promise<void> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 100 µs between samples, a tenth of the default: a no-op request takes well under a millisecond.
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name}-${new Date().toISOString().replaceAll(':', '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    process.stderr.write(`CPU profile written to ${file}\n`);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
}
