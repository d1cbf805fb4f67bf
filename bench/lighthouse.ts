// The Lighthouse budget of DESIGN.md: mobile performance and accessibility scores of pages a member
// opens, in Debian's Chromium. The demo member signs in once (the session is kept in localStorage,
// as "remember this browser" does), then Lighthouse loads each page in the same browser with the
// storage kept, under its default mobile emulation and simulated throttling.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
}

const repoRoot = path.join(import.meta.dirname, '..');
const demo = { email: 'demo@fernleaf.test', password: 'fernleaf-demo-2026' };
/** As a returning visitor who already answered the cookie banner. */
const consent = JSON.stringify({
  state: {
    status: 'chosen',
    categories: { necessary: true, analytics: false, marketing: false },
    chosenAt: '2026-11-01T00:00:00.000Z',
  },
  version: 1,
});

async function startServer(port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The sign-in service sends the browser back to this address, so it must be the one used here.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-lighthouse-')),
    LOG_LEVEL: 'warn',
    APP_ENV: 'development',
  };
  delete env.DATABASE_URL;
  const child = spawn('node', ['apps/server/src/main.ts'], { cwd: repoRoot, env, stdio: 'ignore' });
  const startedAt = performance.now();
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (performance.now() - startedAt > 120_000) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Scores of each path (run after `npm run build`, which the start-up measurement does). */
export async function measureLighthouse(paths: readonly string[]): Promise<LighthouseScore[]> {
  const port = 3990;
  const debuggingPort = 9339;
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  // The browser's own profile, not a separate context: Lighthouse opens its tabs there, and they must
  // see the session the sign-in below keeps.
  const browser = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-profile-')), {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.addInitScript((value) => localStorage.setItem('fernleaf.consent', value), consent);
    await page.goto(`${base}/home`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/home`);

    const scores: LighthouseScore[] = [];
    for (const pagePath of paths) {
      const result = await lighthouse(`${base}${pagePath}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      const categories = result?.lhr.categories;
      const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
      scores.push({
        path: pagePath,
        performance: score(categories?.performance?.score),
        accessibility: score(categories?.accessibility?.score),
      });
      console.log(
        `Lighthouse ${pagePath}: performance ${scores.at(-1)?.performance}, accessibility ${scores.at(-1)?.accessibility}`,
      );
    }
    return scores;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
