// Minified and gzipped bytes of a browser bundle that imports createClient, OAuthStrategy and one module,
// against a baseline bundle of createClient alone, built in the same run. Goal: under 8 KB gzipped.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';

const SDK = path.resolve(import.meta.dirname, '../../packages/sdk/src/index.ts');
const GOAL = 8 * 1024;

async function bundle(entry: string): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    alias: { '@atrium/sdk': SDK },
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}

const baseline = await bundle(`import { createClient } from '@atrium/sdk'; console.log(createClient);`);
const full = await bundle(
  `import { createClient, OAuthStrategy, webhooks } from '@atrium/sdk';
   const client = createClient({ modules: { webhooks }, auth: OAuthStrategy({ clientId: 'x' }) });
   console.log(client);`,
);
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
console.log('\nbench/sdk-size (esbuild, minified, gzip -9)');
console.log(
  `createClient alone                              ${kb(baseline.minified).padStart(9)} min ${kb(baseline.gzipped).padStart(9)} gz`,
);
console.log(
  `createClient + OAuthStrategy + webhooks module  ${kb(full.minified).padStart(9)} min ${kb(full.gzipped).padStart(9)} gz`,
);
console.log(
  `ratio to baseline ${(full.gzipped / baseline.gzipped).toFixed(2)}, to the 8 KB goal ${(full.gzipped / GOAL).toFixed(2)}`,
);
if (full.gzipped >= GOAL) process.exitCode = 1;
