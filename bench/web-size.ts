// The web budget of DESIGN.md: the JavaScript a first visit to /home downloads before it can render,
// gzip-compressed, and the largest chunk of the build. The chunk graph comes from the build's own
// bundle report (apps/web/build/bundle-report-plugin.ts); the sizes from the files in dist.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { readStoredFingerprint, webBuildFingerprint } from '../scripts/web-build-fingerprint.ts';
import { consent, signIn, startServer } from './lighthouse.ts';

const repoRoot = path.join(import.meta.dirname, '..');
const webDir = path.join(repoRoot, 'apps', 'web');
const reportDir = path.join(webDir, 'build-report');

/** The bundle report of the last build: every chunk, its imports and its parts by package. */
export const bundleReportPaths = {
  json: path.join(reportDir, 'bundle-report.json'),
  html: path.join(reportDir, 'bundle-report.html'),
};

/** The route files /home matches below the root route (which is never split, so it is in the entry). */
const homeRouteFiles = ['src/routes/home.tsx'];

interface ReportChunk {
  file: string;
  isEntry: boolean;
  facadeModules: string[];
  imports: string[];
  parts: { name: string; gzipBytes: number }[];
}

export interface WebSize {
  /** Gzip kB of every script fetched before /home renders. */
  initialHomeKb: number;
  /** Those scripts, largest first. */
  initialFiles: { file: string; kb: number }[];
  /** The packages (and folders of the web app) in those scripts, largest first, in gzip kB. */
  initialParts: { name: string; kb: number }[];
  largestChunk: { file: string; kb: number };
  chunkCount: number;
}

const gzipKbIn = (distDir: string) => (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length / 1024;

function readReport(reportJson: string): ReportChunk[] {
  if (!existsSync(reportJson)) {
    throw new Error(`No bundle report at ${reportJson}: run \`npm run build\` first`);
  }
  return (JSON.parse(readFileSync(reportJson, 'utf8')) as { chunks: ReportChunk[] }).chunks;
}

/**
 * What the browser must fetch before /home renders: the scripts index.html loads and preloads, the
 * chunks of the /home route (its component and any other split part, which the router loads
 * together), and every chunk those import statically, transitively. Chunks loaded lazily after the
 * first screen (menus, analytics, flags, device signals) are not counted.
 */
export function measureWebSize(builtWebDir: string = webDir): WebSize {
  const distDir = path.join(builtWebDir, 'dist');
  const gzipKb = gzipKbIn(distDir);
  const chunks = new Map(
    readReport(path.join(builtWebDir, 'build-report', 'bundle-report.json')).map((chunk) => [chunk.file, chunk]),
  );
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1] as string);
  const homeChunks = [...chunks.values()]
    .filter((chunk) =>
      chunk.facadeModules.some((id) => homeRouteFiles.some((file) => id.startsWith(`${file}?tsr-split`))),
    )
    .map((chunk) => chunk.file);
  if (homeChunks.length === 0) throw new Error('The bundle report has no chunk split from the /home route');

  const initial = new Set<string>();
  const queue = [...fromHtml, ...homeChunks];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (initial.has(file)) continue;
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`${file} is loaded by the page but missing from the bundle report`);
    initial.add(file);
    queue.push(...chunk.imports);
  }

  const initialFiles = [...initial].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  const parts = new Map<string, number>();
  for (const file of initial) {
    for (const part of chunks.get(file)?.parts ?? [])
      parts.set(part.name, (parts.get(part.name) ?? 0) + part.gzipBytes);
  }
  const largest = [...chunks.keys()]
    .map((file) => ({ file, kb: gzipKb(file) }))
    .reduce((a, b) => (b.kb > a.kb ? b : a));
  return {
    initialHomeKb: initialFiles.reduce((sum, file) => sum + file.kb, 0),
    initialFiles,
    initialParts: [...parts.entries()].map(([name, bytes]) => ({ name, kb: bytes / 1024 })).sort((a, b) => b.kb - a.kb),
    largestChunk: largest,
    chunkCount: chunks.size,
  };
}

/** One line for the benchmarks page: the total, its largest parts and where the full report is. */
export function webSizeSummary(size: WebSize = measureWebSize()): string {
  const top = size.initialParts
    .slice(0, 5)
    .map((part) => `${part.name} ${part.kb.toFixed(0)}`)
    .join(', ');
  return `/home first download ${size.initialHomeKb.toFixed(1)} kB gzip in ${size.initialFiles.length} scripts (largest parts, kB: ${top}); report: ${path.relative(path.join(import.meta.dirname, '..'), bundleReportPaths.html)}`;
}

/** How many routes the scratch build adds (issue 27: the entry must not grow with the routes). */
export const scratchRouteCount = 100;

export interface RouteGrowth {
  routes: number;
  /** /home's initial JavaScript of the build as it is, and of the same sources with the scratch routes. */
  withoutKb: number;
  withKb: number;
  /** What the routes added to it, in bytes (gzip). */
  addedBytes: number;
}

/**
 * A route like the app's own (decision 037's split loader with its head, the sign-in meta, a search
 * parameter checked in the route, a page component from a feature), each at a path of its own.
 */
function scratchRoute(n: number): string {
  const id = String(n).padStart(3, '0');
  return `import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { pageHead } from '../../lib/route-data';
import { optionalString } from '../../lib/search-params';

export const Route = createFileRoute('/scratch/page-${id}')({
  validateSearch: (search) => ({ from: optionalString(search.from) }),
  staticData: { meta: { owner: 'web-core', requiresSignIn: true } },
  loader: pageHead({ title: 'Scratch page ${id}', description: 'A page of the scratch build, number ${id}.' }),
  component: function ScratchPage${id}() {
    const { from } = Route.useSearch();
    return <PageFrame title="Scratch page ${id}">{from ?? 'nowhere'}</PageFrame>;
  },
});
`;
}

/**
 * Builds a temporary copy of the web app with `scratchRouteCount` extra routes (never in the
 * repository's sources) and compares /home's initial JavaScript with the repository's own build,
 * which must be the build of the sources as they are (its fingerprint says so).
 */
export function measureRouteGrowth(routes = scratchRouteCount): RouteGrowth {
  const builtDist = path.join(webDir, 'dist');
  if (readStoredFingerprint(builtDist)?.trim() !== webBuildFingerprint(repoRoot)) {
    throw new Error('apps/web/dist is not the build of the sources as they are: run `npm run build` first');
  }
  const without = measureWebSize();
  const copy = mkdtempSync(path.join(tmpdir(), 'fernleaf-scratch-routes-'));
  try {
    // The web app's sources and the files its build reads above it; the installed packages (and
    // through them the contract) stay where they are.
    for (const file of ['package.json', 'tsconfig.base.json']) cpSync(path.join(repoRoot, file), path.join(copy, file));
    const copiedWeb = path.join(copy, 'apps', 'web');
    cpSync(webDir, copiedWeb, {
      recursive: true,
      filter: (source) => !/[\\/]apps[\\/]web[\\/](node_modules|dist|build-report)$/.test(source),
    });
    mkdirSync(path.join(copiedWeb, 'node_modules'));
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
    const scratchDir = path.join(copiedWeb, 'src', 'routes', 'scratch');
    mkdirSync(scratchDir);
    for (let n = 1; n <= routes; n += 1)
      writeFileSync(path.join(scratchDir, `page-${String(n).padStart(3, '0')}.tsx`), scratchRoute(n));
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: copiedWeb, stdio: 'inherit' });
    const withRoutes = measureWebSize(copiedWeb);
    return {
      routes,
      withoutKb: without.initialHomeKb,
      withKb: withRoutes.initialHomeKb,
      addedBytes: Math.round((withRoutes.initialHomeKb - without.initialHomeKb) * 1024),
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export interface SignedInFirstVisit {
  /** Gzip kB of every script a signed-in first visit to /home fetched, after-first-paint code included. */
  totalKb: number;
  files: { file: string; kb: number }[];
}

/**
 * Every script the browser fetches on a signed-in first visit to /home: the demo member signed in,
 * the browser's HTTP cache then cleared (the session kept, as the cold Lighthouse run of a signed-in
 * page does), /home loaded, and the network left to go quiet twice, the second time after the page
 * had idle time, when the menus, analytics, flags and device signal load. Sizes as for the initial
 * figure: gzip of the built files.
 */
export async function measureSignedInFirstVisit(
  port = Number(process.env.BENCH_WEB_PORT ?? 3991),
  builtWebDir = webDir,
): Promise<SignedInFirstVisit> {
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((value) => localStorage.setItem('fernleaf.consent', value), consent);
    await signIn(page, base);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname.slice(1));
    });
    await page.goto(`${base}/home`, { waitUntil: 'networkidle' });
    // Runs in the page (bench has no DOM types): resolves once the page has had idle time.
    await page.evaluate(
      'new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve), { timeout: 5000 }))',
    );
    await page.waitForLoadState('networkidle');
    const gzipKb = gzipKbIn(path.join(builtWebDir, 'dist'));
    const files = [...scripts].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
    return { totalKb: files.reduce((sum, file) => sum + file.kb, 0), files };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
