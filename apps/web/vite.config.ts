import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './build/bundle-report-plugin';
import { pagePreloads } from './build/page-preloads-plugin';
import { precompress } from './build/precompress-plugin';
import { prerenderPages } from './build/prerender-plugin';
import { routeAreas } from './build/route-areas-plugin';
import { routePaths } from './build/route-paths-plugin';
import { scrollAreaMergeRefs } from './build/scroll-area-merge-refs-plugin';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema-plugin';

// The queries /home's first screen sends, with their call addresses (decision 014).
const homeFirstScreenFiles = [
  'src/features/cash-advance/api/get-cash-advance-info.ts',
  'src/features/bank-linking/api/linked-banks.ts',
  'src/features/checking/api/get-checking-account-info.ts',
  'src/features/checking/api/get-banking-transactions.ts',
  'src/features/onboarding/api/onboarding-state.ts',
  'contract/src/call-addresses/get-cash-advance-info.gen.ts',
  'contract/src/call-addresses/list-bank-accounts.gen.ts',
  'contract/src/call-addresses/get-checking-account-info.gen.ts',
  'contract/src/call-addresses/get-banking-transactions.gen.ts',
  'contract/src/call-addresses/get-onboarding-state.gen.ts',
];
const homeFirstScreenData = new RegExp(
  `(${homeFirstScreenFiles.map((file) => file.replaceAll('.', '\\.')).join('|')})$`,
);

// Vendor code changes less often than ours, so the big libraries get their own long-cached chunks.
// Each group stays below the 100 kB gzip per-chunk budget of DESIGN.md. There is no catch-all
// vendor group: it would pull libraries that only lazy chunks use (fingerprinting, OpenFeature,
// web vitals) into the first download (docs/decisions/014-web-bundle-size.md).
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'tanstack', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // What the entry imports statically, shared with lazy chunks or not, in one chunk: dozens of
  // small shared chunks on the first download gzip about 9 kB worse than one.
  { name: 'initial', tags: ['$initial' as const], priority: 10 },
  // One chunk rather than five: each small chunk would carry its own list of the contract chunks its
  // call's definition preloads (the pages that share them load most of them anyway).
  { name: 'home-data', test: homeFirstScreenData, priority: 5 },
  // Investing's calls, one file each (decision 049), in one chunk: split by the pages that share
  // them, they made a dozen chunks of a few hundred bytes, each one more entry in every investing
  // route's preload list in the entry. The accounts' call stays in a chunk of its own: the home
  // reads it alone.
  { name: 'investment-accounts', test: /features[\\/]investing[\\/]api[\\/]list-investment-accounts/, priority: 4 },
  { name: 'investing-calls', test: /features[\\/]investing[\\/]api[\\/]/, priority: 3 },
];

const devPort = Number(process.env.WEB_DEV_PORT ?? 5173);
const serverUrl = process.env.FERNLEAF_SERVER_URL ?? 'http://localhost:3000';
const serverPaths = ['/api', '/oidc', '/sandbox/identity-check', '/sandbox/partners'];

// The server answers 404 for a page no route matches: the build lists the routes for it.
const routePathsPlugins = routePaths();
// The runtime route tree by area: the entry holds the root and a map of the areas (decision 083).
const routeAreasPlugins = routeAreas(path.resolve(import.meta.dirname, 'src'));
// Each page's scripts, named by the server in the page it sends (decision 079), its area's included.
const routesDirectory = './src/routes';
const pagePreloadsPlugins = pagePreloads(path.resolve(import.meta.dirname, routesDirectory), routeAreasPlugins);
// The entry chunk (named after index.html).
const isEntryChunk = (file: string) => /^assets\/index-[\w-]+\.js$/.test(file);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before React's so that it splits route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too (decision 037): they import their page's queries and the contract's schemas, which
      // would otherwise sit in the first download of every page.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory,
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
      plugins: [
        routePathsPlugins.generatorPlugin,
        pagePreloadsPlugins.generatorPlugin,
        routeAreasPlugins.generatorPlugin,
      ],
    }),
    react(),
    // The app's dialogs without the floating-ui chunk (decision 079).
    scrollAreaMergeRefs(),
    zodWithoutJsonSchema(),
    // The build of src/prerender.tsx for Node (build/prerender-plugin.ts) needs only the two above.
    ...(isSsrBuild
      ? []
      : [
          routePathsPlugins.vitePlugin,
          pagePreloadsPlugins.vitePlugin,
          bundleReport(),
          // The signed-out pages' markup, for the server's first answer (decision 070).
          prerenderPages(),
          // Brotli and gzip copies of the built files, which the server sends as they are (decision 038).
          precompress(),
        ]),
  ],
  // The prerender runs in Node but must render what the browser hydrates: every package is bundled and
  // resolved to its browser code (the router's, for one, renders differently for a server).
  ssr: {
    noExternal: true,
    resolve: { conditions: ['browser', 'module', 'production'], externalConditions: ['browser'] },
  },
  // `npm run dev` (scripts/dev.ts) runs the server with PUBLIC_URL at this address; every path the
  // server answers goes to it, the sign-in service and its sandbox pages too, so that signing in
  // happens on this origin. The Host header is kept, so the server sees the page's own address.
  server: {
    port: devPort,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((prefix) => [prefix, { target: serverUrl }])),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // No preload lists in the entry (decision 079): Vite would list, at every route's lazy import,
    // the chunks that route's page imports, about 80 bytes of the entry per route, downloaded on every
    // first visit. The first page's chunks are named in the page the server sends (page-preloads.json);
    // later pages load on the router's intent preloading (hover, touch), the browser following their
    // imports. Lazy chunks keep their lists: they are not in anyone's first download.
    modulePreload: {
      // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostId }) => (isEntryChunk(hostId) ? [] : dependencies),
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: vendorGroups,
            },
          },
        },
  },
}));
