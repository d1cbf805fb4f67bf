// The Lighthouse budget of DESIGN.md: mobile performance and accessibility scores of the pages a member
// opens, in Debian's Chromium, under Lighthouse's default mobile emulation and simulated throttling.
// First the pages a visitor opens signed out (the sign-in service's pages, the offers and a marketplace
// step an ad leads to, the 404 page). Then the demo member signs in
// through the sign-in service in the browser, as a member does (the OIDC flow, no token injected; the
// session is kept in localStorage, as "remember this browser" does), gets to the state the pages need
// through the pages themselves, and Lighthouse loads each page in the same browser with the storage kept.
// Every report is kept in bench/output/lighthouse/ with what it found.
// Each page is measured twice over (issue 27, decision 070): cold, as a first visit (signed-out pages
// with Lighthouse's defaults, storage and cache cleared; signed-in pages with the HTTP cache cleared
// through the DevTools protocol before each run and the session kept), and warm, as a returning
// visitor whose files are cached (storage and cache kept). DESIGN.md's budgets are the cold figures.
// The browser reaches the server as a phone reaches production: over HTTPS with HTTP/2, through a front
// that ends TLS (https-front.ts, decision 088); `BENCH_LIGHTHOUSE_HTTP1=1` measures plain HTTP/1.1
// straight from the server instead, for comparison.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startHttpsFront } from './https-front.ts';
import { outputDir } from './output.ts';

/** A page of the budget, opened by a visitor (signed out) or by the demo member (signed in). */
export interface LighthousePage {
  path: string;
  signedIn: boolean;
}

const visitorPaths = [
  '/login',
  '/sign-up',
  '/forgot-password',
  // What an ad or an email leads a visitor to (issue 27): the offers and a marketplace flow's step,
  // both also measured for the member below, and the page of an address the app does not have.
  '/products-offers',
  '/marketplace/personal-loan/loan-amount',
  '/404',
];
const memberPaths = [
  '/home',
  '/accounts',
  '/instacash',
  '/instacash/request',
  '/products-offers',
  '/marketplace/personal-loan/loan-amount',
  '/investment',
];

/** The pages of DESIGN.md's Lighthouse budget, in the order they are measured: the visitor's first. */
export const lighthousePages: readonly LighthousePage[] = [
  ...visitorPaths.map((path) => ({ path, signedIn: false })),
  ...memberPaths.map((path) => ({ path, signedIn: true })),
];

/** A first visit (nothing cached) or a returning one (the page's files cached). */
export type LighthouseVisit = 'cold' | 'warm';

export interface LighthouseFinding {
  id: string;
  title: string;
  /** What Lighthouse shows beside it: the time it would save, the shift it caused, the elements. */
  shown: string;
}

export interface LighthouseScore {
  path: string;
  visit: LighthouseVisit;
  signedIn: boolean;
  performance: number;
  accessibility: number;
  /** Largest contentful paint, total blocking time (ms) and cumulative layout shift. */
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
  /** The audits of either category that did not pass, worst first. */
  findings: LighthouseFinding[];
  /**
   * Lighthouse's measure of how fast the machine's CPU was during the run (its own benchmark): the
   * simulated throttling scales what it observed, so a busy machine gives longer tasks.
   */
  benchmarkIndex: number;
  /** The full report, relative to the repository. */
  report: string;
}

const repoRoot = path.join(import.meta.dirname, '..');
/** Runs of each page; the one of median performance is reported. */
export const lighthouseRunsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const demo = { email: 'demo@fernleaf.test', password: 'fernleaf-demo-2026' };
/** As a returning visitor who already answered the cookie banner. */
export const consent = JSON.stringify({
  state: {
    status: 'chosen',
    categories: { necessary: true, analytics: false, marketing: false },
    chosenAt: '2026-11-01T00:00:00.000Z',
  },
  version: 1,
});

/**
 * Starts the server on `port`. `publicUrl` is the address the browser uses, when a front stands before
 * the server on another port (the front is then trusted for the client's address).
 */
export async function startServer(port: number, publicUrl?: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The sign-in service sends the browser back to this address, so it must be the one used here.
    PUBLIC_URL: publicUrl ?? `http://127.0.0.1:${port}`,
    ...(publicUrl ? { TRUST_PROXY: 'loopback' } : {}),
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
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered`);
    if (performance.now() - startedAt > 120_000) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs the demo member in on the sign-in service's page, as the browser journeys do. */
export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/home`);
  await expect(page).toHaveURL(/\/login\?uid=/);
  await page.getByLabel('Email').fill(demo.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/home`);
}

/**
 * The state two pages need, reached through the pages: the demo member has a cash advance available
 * (the request page offers an amount), and is a marketplace lead who opened the personal-loan flow from
 * the search feed and pressed "Get started", which leads to the loan-amount step.
 */
async function reachPageStates(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/instacash/request`);
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible({ timeout: 30_000 });

  await page.goto(`${base}/marketplace/personal-loan?origin=search_feed`);
  await expect(page).toHaveURL(/\/marketplace\/personal-loan\/get-started/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/marketplace\/personal-loan\/loan-amount/);
  await expect(page.getByRole('textbox', { name: 'Loan amount' })).toBeVisible();
}

const reportName = ({ path: pagePath, signedIn }: LighthousePage, visit: LighthouseVisit) =>
  `${pagePath.replace(/^\//, '').replaceAll('/', '_') || 'root'}.${signedIn ? 'member' : 'visitor'}.${visit}.report`;

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** Failed audits of both categories, the ones costing most first, with what Lighthouse shows beside each. */
function findingsOf(lhr: LighthouseResult['lhr']): LighthouseFinding[] {
  const weighted = ['performance', 'accessibility'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).map((ref) => ({ ref, category })),
  );
  const ids = new Set(weighted.map(({ ref }) => ref.id));
  // Opportunities and diagnostics carry no weight of their own but name what the metrics pay for.
  const failed = Object.values(lhr.audits).filter(
    (audit) =>
      (ids.has(audit.id) || audit.details?.type === 'opportunity' || audit.details?.type === 'table') &&
      audit.score !== null &&
      audit.score < 0.9 &&
      audit.scoreDisplayMode !== 'informative' &&
      audit.scoreDisplayMode !== 'notApplicable' &&
      audit.scoreDisplayMode !== 'manual',
  );
  return failed
    .sort((a, b) => (a.score ?? 1) - (b.score ?? 1))
    .map((audit) => ({ id: audit.id, title: audit.title, shown: audit.displayValue ?? '' }));
}

/** Lighthouse loaded the page but could not measure it (its `runtimeError`). */
class LighthouseRuntimeError extends Error {}

/** How the browser reaches the server: through the HTTPS front, or straight (BENCH_LIGHTHOUSE_HTTP1=1). */
export const lighthouseProtocol: 'HTTP/2' | 'HTTP/1.1' =
  process.env.BENCH_LIGHTHOUSE_HTTP1 === '1' ? 'HTTP/1.1' : 'HTTP/2';

export interface LighthouseOptions {
  /** The port the browser uses (BENCH_LIGHTHOUSE_PORT; the server's is the next one behind the front) and the browser's debugging port. */
  port?: number;
  debuggingPort?: number;
}

/** Scores of each page (run after `npm run build`, which the start-up measurement does). */
export async function measureLighthouse(
  pages: readonly LighthousePage[] = lighthousePages,
  { port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3990), debuggingPort = port + 5349 }: LighthouseOptions = {},
): Promise<LighthouseScore[]> {
  const reportsDir = path.join(outputDir, 'lighthouse');
  mkdirSync(reportsDir, { recursive: true });
  // Over HTTPS the server listens on the next port, behind the front.
  const front = lighthouseProtocol === 'HTTP/2' ? await startHttpsFront(port, port + 1) : undefined;
  const base = front?.origin ?? `http://127.0.0.1:${port}`;
  const server = front ? await startServer(port + 1, base) : await startServer(port);
  // The browser's own profile, not a separate context: Lighthouse opens its tabs there, and they must
  // see the session the sign-in below keeps.
  const browser = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-profile-')), {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', `--remote-debugging-port=${debuggingPort}`, ...(front ? [front.browserFlag] : [])],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.addInitScript((value) => localStorage.setItem('fernleaf.consent', value), consent);
    await page.goto(`${base}/api/health`);
    const devtools = await browser.newCDPSession(page);

    const scores: LighthouseScore[] = [];
    /** Lighthouse's advice for a noisy machine: several runs of each page, the median kept. */
    const measure = async (target: LighthousePage, visit: LighthouseVisit) => {
      const runs: { score: LighthouseScore; json: string; html: string }[] = [];
      for (let run = 0; run < lighthouseRunsPerPage; run += 1) runs.push(await measureRetrying(target, visit));
      runs.sort((a, b) => a.score.performance - b.score.performance);
      const median = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
      const file = path.join(reportsDir, reportName(target, visit));
      writeFileSync(`${file}.json`, median.json);
      writeFileSync(`${file}.html`, median.html);
      scores.push(median.score);
      const { metrics } = median.score;
      console.log(
        `Lighthouse ${target.path} (${visit}, ${target.signedIn ? 'signed in' : 'signed out'}): performance ${median.score.performance} (runs: ${runs.map((one) => one.score.performance).join(', ')}), accessibility ${median.score.accessibility}` +
          ` (LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}, CPU benchmark index ${median.score.benchmarkIndex})`,
      );
    };
    // A busy machine sometimes loses the trace of a load (NO_NAVSTART and the like): that load is
    // taken again, twice at most, rather than failing the whole bench.
    const measureRetrying = async (
      target: LighthousePage,
      visit: LighthouseVisit,
      attempt = 1,
    ): Promise<Awaited<ReturnType<typeof measureOnce>>> => {
      try {
        return await measureOnce(target, visit);
      } catch (error) {
        if (!(error instanceof LighthouseRuntimeError) || attempt >= 3) throw error;
        console.log(`Lighthouse ${target.path}: ${error.message}; loading it again`);
        return measureRetrying(target, visit, attempt + 1);
      }
    };
    const measureOnce = async (target: LighthousePage, visit: LighthouseVisit) => {
      const { path: pagePath, signedIn } = target;
      // A signed-in first visit: the session stays (Lighthouse's storage reset would sign the member
      // out), the files go. A signed-out one is Lighthouse's default, which clears both.
      if (visit === 'cold' && signedIn) await devtools.send('Network.clearBrowserCache');
      const result = await lighthouse(`${base}${pagePath}`, {
        port: debuggingPort,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: visit === 'warm' || signedIn,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        throw new LighthouseRuntimeError(`Lighthouse could not load ${pagePath}: ${lhr.runtimeError.message}`);
      }
      const [json, html] = result.report as string[];
      const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        json: json ?? '',
        html: html ?? '',
        score: {
          path: pagePath,
          visit,
          signedIn,
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          metrics: {
            fcpMs: numeric('first-contentful-paint'),
            lcpMs: numeric('largest-contentful-paint'),
            tbtMs: numeric('total-blocking-time'),
            cls: numeric('cumulative-layout-shift'),
          },
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          findings: findingsOf(lhr),
          report: path.relative(repoRoot, `${path.join(reportsDir, reportName(target, visit))}.html`),
        },
      };
    };

    // Cold first: the warm runs then find the files the cold ones fetched.
    const measureBoth = async (target: LighthousePage) => {
      await measure(target, 'cold');
      await measure(target, 'warm');
    };
    for (const visited of pages.filter((candidate) => !candidate.signedIn)) await measureBoth(visited);
    const memberPages = pages.filter((candidate) => candidate.signedIn);
    if (memberPages.length > 0) {
      await signIn(page, base);
      await reachPageStates(page, base);
      for (const visited of memberPages) await measureBoth(visited);
    }
    // In the order asked for, cold before warm.
    return pages.flatMap((asked) =>
      scores.filter((score) => score.path === asked.path && score.signedIn === asked.signedIn),
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await front?.close();
  }
}
