// Browser tests against the real server, which serves the built web app (run `npm run build` first)
// and keeps its data in a fresh folder per run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { debianChromium } from './fixtures/debian-chromium.ts';
import { testServerEnv } from './fixtures/server-env.ts';

// E2E_PORT lets two checkouts run their journeys side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Playwright loads this file in the runner and again in every worker; workers inherit the runner's
// environment, so only the runner creates (and at exit removes) the folder.
function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-e2e-'));
  process.env.FERNLEAF_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}
const dataDir = process.env.FERNLEAF_E2E_DATA_DIR ?? freshDataDir();

// The web server inherits this process's environment; the tests run on the embedded database.
delete process.env.DATABASE_URL;

export default defineConfig({
  testDir: 'tests',
  // Reference pictures of fixtures/screens.ts, when E2E_SCREENSHOTS_DIR asks for them.
  ...(process.env.E2E_SCREENSHOTS_DIR
    ? { snapshotPathTemplate: `${process.env.E2E_SCREENSHOTS_DIR}/{testFileName}/{testName}/{arg}{ext}` }
    : {}),
  // Files run side by side, the tests of one file in order. CI runs two workers on its 2 cores: the
  // journeys wait on the server and the browser more than they compute (decision 050). A journey that
  // moves the test clock runs on a server of its own (fixtures/own-clock.ts), so time holds still for
  // the others.
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Journeys sign up, verify and check every page with axe: a slow machine needs more than the default 30 s.
  timeout: 60_000,
  // An expectation waits for its condition up to 10 s rather than Playwright's 5 s: in CI the journeys
  // share the 2 cores with the unit and PostgreSQL runs (decision 050).
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    // Recording a trace for every journey to keep only the failed ones cost 30% of the lane's CPU
    // (decision 050, 2026-12-05): CI keeps a screenshot and Playwright's page snapshot of a failure, and a
    // failed journey is rerun with `--trace on` to see its trace. Local runs keep the trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [debianChromium],
  webServer: {
    command: 'node ../apps/server/src/main.ts',
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: testServerEnv(port, dataDir),
  },
});
