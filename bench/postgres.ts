// A throwaway PostgreSQL server for the benchmarks that DESIGN.md measures on PostgreSQL, started
// with the same script as the API tests; BENCH_DATABASE_URL points at an existing one instead.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(import.meta.dirname, '..', 'scripts', 'test-postgres.sh');
const port = '54339';

export interface BenchPostgres {
  /** Admin URL of the server; each benchmark server makes its own database on it. */
  url: string;
  stop(): void;
}

export function startBenchPostgres(): BenchPostgres {
  const existing = process.env.BENCH_DATABASE_URL;
  if (existing) return { url: existing, stop: () => {} };
  const printed = execFileSync(
    'bash',
    [
      '-c',
      `export TEST_PG_PORT=${port}; source "${script}" && start_test_postgres >&2 && printf '%s\\n%s\\n%s\\n' "$DATABASE_URL" "$TEST_PG_DIR" "$TEST_PG_BIN"`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [url, dir, bin] = printed.trim().split('\n');
  if (!url || !dir || !bin) throw new Error('PostgreSQL did not start for the benchmark');
  return {
    url,
    stop: () => {
      execFileSync(
        'bash',
        ['-c', `source "${script}" && TEST_PG_DIR="${dir}" TEST_PG_BIN="${bin}" stop_test_postgres`],
        {
          stdio: 'inherit',
        },
      );
    },
  };
}
