// The web budget of DESIGN.md: the JavaScript a first visit to /home downloads before it can render,
// gzip-compressed, and the largest chunk of the build. The chunk graph comes from the build's own
// bundle report (apps/web/build/bundle-report-plugin.ts); the sizes from the files in dist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = path.join(import.meta.dirname, '..', 'apps', 'web');
const distDir = path.join(webDir, 'dist');
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

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length / 1024;

function readReport(): ReportChunk[] {
  if (!existsSync(bundleReportPaths.json)) {
    throw new Error(`No bundle report at ${bundleReportPaths.json}: run \`npm run build\` first`);
  }
  return (JSON.parse(readFileSync(bundleReportPaths.json, 'utf8')) as { chunks: ReportChunk[] }).chunks;
}

/**
 * What the browser must fetch before /home renders: the scripts index.html loads and preloads, the
 * chunks of the /home route (its component and any other split part, which the router loads
 * together), and every chunk those import statically, transitively. Chunks loaded lazily after the
 * first screen (menus, analytics, flags, device signals) are not counted.
 */
export function measureWebSize(): WebSize {
  const chunks = new Map(readReport().map((chunk) => [chunk.file, chunk]));
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
