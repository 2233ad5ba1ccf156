// Bundles the server into dist/cli.js: workspace packages (TypeScript sources) go in, npm dependencies stay out.
// Modules the code imports with import() become chunks of their own (dist/chunks/), so that `atrium start`
// loads what it needs in the order it needs it: the database first, the rest of the server while it opens.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@atrium/'));

// Chunk names change with their content: old ones would pile up.
rmSync(new URL('../dist/chunks', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('../src/cli.ts', import.meta.url).pathname],
  outdir: new URL('../dist', import.meta.url).pathname,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
