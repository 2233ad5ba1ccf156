import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumMissing } from './chromium.js';

export interface RunningSystem {
  dashboardUrl: string;
  storefrontUrl: string;
  setupLink: string;
  /** The running system's data folder, for `atrium` commands a test runs beside it. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    system: RunningSystem | null;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3300;
const STOREFRONT = 'http://localhost:3301';

/** Resolves with the first output line that matches, once the process has printed it. */
function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${pattern}:\n${output}`)),
      timeoutMs,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code) => reject(new Error(`the system exited with ${code}:\n${output}`)));
  });
}

/** Resolves once the URL answers at all, polling; rejects after `timeoutMs`. */
async function answering(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The whole system as `npm start` runs it (built, then scripts/start.mjs), on a fresh data folder and its own
 * ports, once for the browser suite.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const missing = chromiumMissing();
  if (missing) {
    if (process.env.ATRIUM_E2E_REQUIRED) throw new Error(missing);
    console.warn(`\n${missing}\n`);
    project.provide('system', null);
    return undefined;
  }
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-e2e-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      ATRIUM_STOREFRONT_ORIGIN: STOREFRONT,
      ATRIUM_DATA_DIR: dataDir,
      ATRIUM_PUBLIC_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const setupLine = waitForLine(child, /(http:\/\/\S+\/dashboard\/setup#token=[\w-]+)/, 120_000);
  await waitForLine(child, /Storefront {3}http/, 120_000);
  const [, setupLink] = await setupLine;
  // The line is printed as the storefront's server starts, not once it listens.
  await answering(STOREFRONT, 60_000);
  project.provide('system', {
    dashboardUrl: `http://localhost:${PORT}/dashboard`,
    storefrontUrl: STOREFRONT,
    setupLink: setupLink!,
    dataDir,
  });
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
