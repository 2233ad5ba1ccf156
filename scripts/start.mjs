// `npm start`: the server on :3000 (dashboard, hosted pages, API) and the demo storefront on :3001, together.
// The storefront learns the demo site's client id from the data folder, where the server leaves it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT || 3000);
const atriumUrl = (process.env.ATRIUM_PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
const storefrontOrigin = process.env.ATRIUM_STOREFRONT_ORIGIN || 'http://localhost:3001';
const dataDir = path.resolve(process.env.ATRIUM_DATA_DIR || '.atrium');
const children = new Set();

function run(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) stop(code ?? (signal ? 1 : 0));
  });
  return child;
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 50);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForServer() {
  for (let i = 0; i < 600 && !stopping; i += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

// Someone is watching this terminal: one readable line per request, even when the output is piped (| tee).
run(process.execPath, [path.join(root, 'apps/server/bin/atrium.mjs'), 'start'], {
  cwd: process.cwd(),
  env: { ...process.env, ATRIUM_LOG_FORMAT: process.env.ATRIUM_LOG_FORMAT || 'pretty' },
});
if (await waitForServer()) {
  const demoFile = path.join(dataDir, 'demo-site.json');
  const clientId = existsSync(demoFile) ? JSON.parse(readFileSync(demoFile, 'utf8')).clientId : '';
  if (!clientId) console.warn(`No demo site in ${demoFile}: the storefront will ask for ATRIUM_CLIENT_ID.`);
  const { hostname, port: storefrontPort } = new URL(storefrontOrigin);
  run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/storefront'),
    env: {
      ...process.env,
      ATRIUM_URL: atriumUrl,
      ATRIUM_CLIENT_ID: process.env.ATRIUM_CLIENT_ID || clientId,
      STOREFRONT_PORT: storefrontPort || '80',
      STOREFRONT_HOST: hostname,
    },
  });
  console.log(`Storefront   ${storefrontOrigin}  (the demo site, through @atrium/sdk)\n`);
}
