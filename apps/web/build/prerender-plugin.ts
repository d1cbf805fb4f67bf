// Prerenders the signed-out pages at build time (docs/decisions/070-prerendered-first-visits.md): once
// the browser build is written, builds src/prerender.tsx for Node with the browser's package
// conditions, renders each page of `prerenderedPaths` in a child process (build/prerender-pages.ts,
// which gives it a DOM stand-in) and writes their markup to `prerendered-pages.json`, which the
// server puts into the page it sends for those paths.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build, type Plugin } from 'vite';

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | false = false;
  return {
    name: 'fernleaf:prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
    },
    closeBundle: {
      // Before the precompress plugin's closeBundle, so that its copies include the page list.
      order: 'pre',
      sequential: true,
      async handler() {
        const serverOut = path.join(root, 'node_modules/.cache/fernleaf-prerender');
        await build({
          root,
          configFile,
          logLevel: 'warn',
          build: { ssr: 'src/prerender.tsx', outDir: serverOut, emptyOutDir: true },
        });
        const result = spawnSync(
          process.execPath,
          [path.join(import.meta.dirname, 'prerender-pages.ts'), path.join(serverOut, 'prerender.js'), outDir],
          { stdio: 'inherit' },
        );
        if (result.status !== 0) throw new Error(`prerendering the signed-out pages failed (${result.status})`);
      },
    },
  };
}
