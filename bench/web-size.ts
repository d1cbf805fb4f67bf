// The web budget of DESIGN.md: the JavaScript a first visit to /home downloads before it can render,
// gzip-compressed, and the largest chunk of the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length / 1024;

/** Static imports of a chunk, as the browser follows them. */
function importsOf(file: string): string[] {
  const code = readFileSync(path.join(distDir, file), 'utf8');
  return [...code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (match) => `assets/${match[1]}`,
  );
}

export function measureWebSize(): { initialHomeKb: number; largestChunk: { file: string; kb: number } } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((match) => match[1] as string);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const assets = readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
  // The /home route's own chunk, split from the entry by the router plugin.
  const homeChunks = assets.filter((file) => /^home-[\w-]+\.js$/.test(file)).map((file) => `assets/${file}`);

  const initial = new Set<string>();
  const queue = [...entry, ...preloads, ...homeChunks];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (initial.has(file)) continue;
    initial.add(file);
    queue.push(...importsOf(file));
  }
  const initialHomeKb = [...initial].reduce((sum, file) => sum + gzipKb(file), 0);
  const largest = assets
    .map((file) => ({ file, kb: gzipKb(`assets/${file}`) }))
    .reduce((a, b) => (b.kb > a.kb ? b : a));
  return { initialHomeKb, largestChunk: largest };
}
