// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible built file, once at build
// time at the highest levels, so the server sends these files instead of compressing each answer
// (decision 038). Node's own zlib does it: no library to keep.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|wasm)$/;
/** Below this a compressed answer saves less than its headers cost (the server's threshold too). */
export const precompressMinBytes = 1024;

/** The copies to write for one file: none when compressing does not make it smaller. */
export async function compressedCopiesOf(content: Buffer): Promise<{ br?: Buffer; gz?: Buffer }> {
  if (content.length < precompressMinBytes) return {};
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Compresses the built files of `outDir`. The page itself (index.html) is left out: the server
 * writes the brand and robots rule into it at start, so it never sends the built file as it is.
 */
export async function precompressFolder(outDir: string): Promise<number> {
  const files = (await filesUnder(outDir)).filter((file) => compressible.test(file));
  // All at once: zlib runs them on libuv's thread pool, so the cores share the work.
  const counts = await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < precompressMinBytes) return 0;
      const copies = await compressedCopiesOf(await readFile(file));
      if (copies.br) await writeFile(`${file}.br`, copies.br);
      if (copies.gz) await writeFile(`${file}.gz`, copies.gz);
      return (copies.br ? 1 : 0) + (copies.gz ? 1 : 0);
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = () => undefined;
  return {
    name: 'fernleaf:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    // After every file, route-paths.json included, is on disk.
    async closeBundle() {
      const written = await precompressFolder(outDir);
      log(`wrote ${written} precompressed copies (brotli and gzip)`);
    },
  };
}
