// A journey through two server processes on one PostgreSQL behind a round-robin proxy (decision 029).
// Not part of `npm test`: `.ci/run` runs it after the PostgreSQL API suite, beside `npm test`'s own
// journeys, with DATABASE_URL set:
//   E2E_PORT=3150 DATABASE_URL=postgres://... npx playwright test -c playwright.two-processes.config.ts
// Needs the web app built (`npm run build`) and a PostgreSQL server (scripts/test-postgres.sh).
import { defineConfig } from '@playwright/test';
import { debianChromium } from './fixtures/debian-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'two-processes',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  reporter: 'list',
  // Apart from the journeys' folder, which their run, going on beside this one, clears when it starts.
  outputDir: 'test-results/two-processes',
  use: { baseURL, headless: true, trace: 'retain-on-failure' },
  projects: [debianChromium],
  webServer: {
    // Starts both processes on a fresh database of the DATABASE_URL server and the proxy on E2E_PORT.
    command: 'node ../scripts/two-processes.ts',
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PROXY_PORT: String(port) },
  },
});
