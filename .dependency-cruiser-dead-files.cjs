// Dead production files (decision 064): a file of the server, the web app or the contract that no
// entry point reaches is either dead or used only by tests, and it misleads whoever copies the code
// around it. `npm run lint:dead-files` (part of `npm run lint`) fails on one, naming the rule. A helper
// only tests use belongs in a `test/` or `test-support/` folder, which this rule leaves alone.
// Separate from `.dependency-cruiser.cjs` because it must follow the generated route tree, which the
// walls leave out.

// What starts the product: the server, the web app (its route tree reaches every route file), the web
// build's plugins, the human check's worker (loaded by `new URL(...)`, which no import shows), and the
// scripts and benchmarks that run the server's code, and the list of table owners, which lint:walls
// loads by path (scripts/walls/check-walls.ts) so it can read a fixture tree's own list too.
const entryPoints = [
  '^apps/server/src/main\\.ts$',
  '^apps/server/drizzle\\.config\\.ts$',
  '^apps/web/src/main\\.tsx$',
  '^apps/web/src/prerender\\.tsx$',
  '^apps/web/vite\\.config\\.ts$',
  '^apps/web/src/features/human-check/lib/solver\\.worker\\.ts$',
  '^apps/server/src/db/table-owners\\.ts$',
  '^scripts/(?!.*\\.test\\.ts$)[a-z0-9-]+\\.ts$',
  '^bench/(?!.*\\.test\\.ts$).+\\.ts$',
];
const production = '^(apps/server/src|apps/web/src|packages/contract/src)/';
// Left alone: tests and their kits, type declarations, the entry points themselves, and the call
// addresses, generated one per call whether or not the web sends it (`npm run calls:addresses`).
const notProduction = ['(\\.test\\.tsx?$|\\.d\\.ts$|/test/|/test-support/)', '\\.gen\\.ts$', ...entryPoints];

const walls = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-dead-production-file',
      severity: 'error',
      comment:
        'No entry point (server, web app, build, scripts, bench) reaches this file: delete it, or if only tests use it, move it under test/ or test-support/.',
      from: { path: entryPoints },
      to: { path: production, pathNot: notProduction, reachable: false },
    },
  ],
  // Resolved as the walls resolve imports; only the generated route tree, which the walls leave out, is
  // followed here.
  options: { ...walls.options, exclude: { path: '(^|/)(node_modules|dist)/' } },
};
