import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          // Files of a worker share its module graph instead of each importing the server afresh (a new
          // process per file): half the CPU of this project (decision 050, 2026-12-05). It holds because
          // every file builds its own app on its own database copy, no file mocks a module, and the
          // files that fake timers or spy on globals put them back in their own hooks.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          // Component tests (*.test.tsx) opt into jsdom with a `@vitest-environment jsdom` comment.
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          pool: 'vmThreads',
          // CI runs this beside the journeys and the PostgreSQL run on 2 cores (decision 050): a component
          // test that takes 2 s alone must not fail on Vitest's default 5 s for waiting on a core.
          testTimeout: 15_000,
          setupFiles: ['./src/ui/test-support/async-wait-limit.ts', './src/ui/test-support/web-crypto.ts'],
        },
      },
    ],
  },
});
