// Gzipped bytes of the JavaScript (and CSS) a browser downloads for the first view of each face, from real
// production builds made in this run: a hosted page and the storefront's first page, each next to the
// dashboard (the baseline). Goals: a hosted page under 60 KB of gzipped JavaScript; the hosted checkout's own
// JavaScript beyond React DOM (the frame, its page chunk and what they import, less the entry chunk that carries
// React) under 25 KB.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

const ROOT = path.resolve(import.meta.dirname, '../..');
const GOAL = 60 * 1024;
const CHECKOUT_GOAL = 25 * 1024;

function buildApp(workspace: string): void {
  execFileSync('npm', ['run', 'build', '--workspace', workspace], { cwd: ROOT, stdio: 'ignore' });
}

function readManifest(app: string): Manifest {
  return JSON.parse(readFileSync(path.join(ROOT, app, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Every file a view loads: its chunks and their static imports (what the browser fetches before rendering). */
function filesOf(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css };
}

function gzipped(app: string, files: Set<string>): number {
  let total = 0;
  for (const file of files)
    total += gzipSync(readFileSync(path.join(ROOT, app, 'dist', file)), { level: 9 }).byteLength;
  return total;
}

function measure(app: string, manifest: Manifest, keys: string[]) {
  const { js, css } = filesOf(manifest, keys);
  return { js: gzipped(app, js), css: gzipped(app, css) };
}

buildApp('@atrium/web');
buildApp('@atrium/storefront');
const web = readManifest('apps/web');
const storefront = readManifest('apps/storefront');
const dashboard = measure('apps/web', web, ['index.html', 'src/dashboard/dashboard-app.tsx']);
// The hosted sign-in page: the entry, the hosted frame and the page's own chunk.
const hosted = measure('apps/web', web, [
  'index.html',
  'src/hosted/hosted-app.tsx',
  'src/hosted/login-page.tsx',
]);
const shop = measure('apps/storefront', storefront, ['index.html']);
// The entry chunk is React DOM and the app's bootstrap: what every hosted page shares.
const entry = measure('apps/web', web, ['index.html']);
const checkout = measure('apps/web', web, [
  'index.html',
  'src/hosted/hosted-app.tsx',
  'src/hosted/checkout-page.tsx',
]);
const checkoutOwn = checkout.js - entry.js;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
console.log('\nbench/web-size (vite production builds, gzip -9; JavaScript, then CSS)');
console.log(`dashboard (baseline)       ${kb(dashboard.js)} js ${kb(dashboard.css)} css`);
console.log(
  `hosted page                ${kb(hosted.js)} js ${kb(hosted.css)} css   ratio ${(hosted.js / dashboard.js).toFixed(2)}`,
);
console.log(
  `storefront first page      ${kb(shop.js)} js ${kb(shop.css)} css   ratio ${(shop.js / dashboard.js).toFixed(2)}`,
);
console.log(
  `hosted checkout            ${kb(checkout.js)} js ${kb(checkout.css)} css   ratio ${(checkout.js / dashboard.js).toFixed(2)}`,
);
console.log(`  beyond React DOM         ${kb(checkoutOwn)} js (the entry chunk: ${kb(entry.js)})`);
console.log(`hosted page to the 60 KB goal: ${(hosted.js / GOAL).toFixed(2)}`);
console.log(
  `hosted checkout beyond React DOM to the 25 KB goal: ${(checkoutOwn / CHECKOUT_GOAL).toFixed(2)}`,
);
if (hosted.js >= GOAL || checkoutOwn >= CHECKOUT_GOAL) process.exitCode = 1;
