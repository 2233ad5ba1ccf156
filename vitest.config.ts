import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { FileNameSequencer } from './e2e/sequencer.js';

// One runner for the whole workspace; each package is a project so that `--project server` runs one suite.
export default defineConfig({
  test: {
    sequence: { sequencer: FileNameSequencer },
    // Every core (vitest's default ran one file at a time here): the server's files spend much of their time
    // waiting (retry delays, job polls, a mail peer), which another file's work fills. Measured on 2 cores:
    // the server suite on PGlite 137 s → 88 s. The browser files still run one after the other (below).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      { test: { name: 'sdk', root: 'packages/sdk/src', environment: 'node', testTimeout: 30_000 } },
      // The SDK against the real server, in process, over HTTP.
      {
        test: {
          name: 'sdk-integration',
          root: 'packages/sdk/integration',
          environment: 'node',
          // As for the server: the SDK and the server are imported once per worker (150 s → 94 s here).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // React bindings in jsdom, against the real server started in Node by the global setup; a test that
      // needs Node instead says `// @vitest-environment node`.
      {
        test: {
          name: 'react',
          root: 'packages/react',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // As for the server: one import of the bindings per worker (92 s → 54 s for this project).
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
          globalSetup: ['./vitest.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // The web app's own logic (error wording, redirects); its pages are covered in a real browser by e2e.
      { test: { name: 'web', root: 'apps/web', environment: 'jsdom' } },
      // Browser tests over the running system (built and started as `npm start` does, on a fresh data folder).
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser, one system: the files run one after the other, in this order.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // Test files share a worker's modules: the server is imported, and the migrated PGlite template made,
          // once per worker instead of once per file (each file still gets its own database and server).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
