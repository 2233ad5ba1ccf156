import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package is a project so that `--project server` runs one suite.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      { test: { name: 'sdk', root: 'packages/sdk/src', environment: 'node', testTimeout: 30_000 } },
      // The SDK against the real server, in process, over HTTP.
      {
        test: {
          name: 'sdk-integration',
          root: 'packages/sdk/integration',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
