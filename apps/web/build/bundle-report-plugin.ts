// Writes the bundle report of a production build (apps/web/build-report, not served and not committed):
// every chunk with its gzip size, what it imports statically and lazily, and the modules in it
// grouped by package, taken from the bundler's own module info. bench/web-size.ts follows its import
// graph to measure the first download of /home; bundle-report.html shows the same data to a person.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const bundleReportDir = path.join(import.meta.dirname, '..', 'build-report');
export const bundleReportJson = 'bundle-report.json';
export const bundleReportHtml = 'bundle-report.html';

export interface ReportedPart {
  /** An npm package (`@mantine/core`), the contract package, or a folder of the web app (`src/shell`). */
  name: string;
  /** Minified bytes of this part's modules in the chunk, as the bundler rendered them. */
  bytes: number;
  /** This part's share of the chunk's gzip size, in proportion to its rendered bytes. */
  gzipBytes: number;
}

export interface ReportedChunk {
  /** Path inside dist, e.g. `assets/home-abc123.js`. */
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Module ids the chunk was split at (route files carry `?tsr-split=component`), relative to the web app. */
  facadeModules: string[];
  bytes: number;
  gzipBytes: number;
  /** Chunks the browser fetches before this one runs. */
  imports: string[];
  /** Chunks this one may load later. */
  dynamicImports: string[];
  parts: ReportedPart[];
  /** Every module in the chunk, relative to the web app, largest first. */
  modules: { id: string; bytes: number }[];
}

export interface BundleReport {
  builtAt: string;
  chunks: ReportedChunk[];
}

const webRoot = path.join(import.meta.dirname, '..');

function relativeId(id: string): string {
  const clean = id.replace(/^\0/, '');
  return path.isAbsolute(clean) ? path.relative(webRoot, clean).split(path.sep).join('/') : clean;
}

/** The package a module belongs to: the last node_modules segment wins (nested installs). */
export function partOf(moduleId: string): string {
  const id = moduleId.split('?')[0] ?? moduleId;
  const inPackage = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?!.*node_modules\/)/);
  if (inPackage?.[1]) return inPackage[1];
  if (id.includes('packages/contract/')) return '@fernleaf/contract';
  const inApp = id.match(/^src\/([^/]+)(?:\/([^/]+)\/)?/);
  if (inApp?.[1])
    return inApp[2] && ['features', 'lib', 'routes', 'ui', 'shell'].includes(inApp[1])
      ? `src/${inApp[1]}/${inApp[2]}`
      : `src/${inApp[1]}`;
  return id.startsWith('src/') ? 'src' : 'other';
}

function renderHtml(report: BundleReport): string {
  const rows = [...report.chunks]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((chunk) => {
      const parts = chunk.parts
        .slice(0, 8)
        .map((part) => `${escapeHtml(part.name)} ${(part.gzipBytes / 1024).toFixed(1)}`)
        .join(', ');
      const kind = chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy' : 'shared';
      return `<tr><td>${escapeHtml(chunk.file)}</td><td>${kind}</td><td>${(chunk.gzipBytes / 1024).toFixed(1)}</td><td>${parts}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web bundle report</title>
<style>body{font:14px system-ui;margin:2rem}td,th{padding:2px 8px;text-align:left;vertical-align:top}td:nth-child(3){text-align:right}</style></head>
<body><h1>Web bundle report</h1><p>Built ${escapeHtml(report.builtAt)}. Sizes in kB gzip; a part's size is its share of its chunk.</p>
<table><thead><tr><th>chunk</th><th>kind</th><th>kB gzip</th><th>largest parts (kB gzip)</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function bundleReport(): Plugin {
  return {
    name: 'fernleaf:bundle-report',
    apply: 'build',
    // After writing, so the sizes are those of the files the browser downloads.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(webRoot, 'dist');
      const chunks: ReportedChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const code = readFileSync(path.join(outDir, output.fileName));
        const gzipBytes = gzipSync(code).length;
        const modules = Object.entries(output.modules)
          .map(([id, info]) => ({ id: relativeId(id), bytes: info.code?.length ?? info.renderedLength }))
          .filter((module) => module.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
        const renderedTotal = modules.reduce((sum, module) => sum + module.bytes, 0) || 1;
        const byPart = new Map<string, number>();
        for (const module of modules)
          byPart.set(partOf(module.id), (byPart.get(partOf(module.id)) ?? 0) + module.bytes);
        const parts = [...byPart.entries()]
          .map(([name, bytes]) => ({ name, bytes, gzipBytes: Math.round((gzipBytes * bytes) / renderedTotal) }))
          .sort((a, b) => b.bytes - a.bytes);
        chunks.push({
          file: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModules: output.facadeModuleId ? [relativeId(output.facadeModuleId)] : [],
          bytes: code.length,
          gzipBytes,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          parts,
          modules,
        });
      }
      chunks.sort((a, b) => a.file.localeCompare(b.file));
      const report: BundleReport = { builtAt: new Date().toISOString(), chunks };
      mkdirSync(bundleReportDir, { recursive: true });
      writeFileSync(path.join(bundleReportDir, bundleReportJson), `${JSON.stringify(report, null, 1)}\n`);
      writeFileSync(path.join(bundleReportDir, bundleReportHtml), renderHtml(report));
    },
  };
}
