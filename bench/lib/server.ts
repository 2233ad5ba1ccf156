import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ATRIUM_BIN = path.resolve(import.meta.dirname, '../../apps/server/bin/atrium.mjs');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface BenchEnvironment {
  env: NodeJS.ProcessEnv;
  label: string;
  cleanup(): Promise<void>;
}

/** A fresh data folder, and with DATABASE_URL a fresh PostgreSQL database, so runs never see each other's data. */
export async function benchEnvironment(port: number): Promise<BenchEnvironment> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-'));
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ATRIUM_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return {
      env: { ...base, DATABASE_URL: '' },
      label: 'PGlite',
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `atrium_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { ...base, DATABASE_URL: url.toString() },
    label: 'PostgreSQL',
    async cleanup() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port the system has just handed out and released, so that a bench never collides with a running server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function atrium(env: NodeJS.ProcessEnv, args: string[]): Record<string, string> {
  return JSON.parse(
    execFileSync(process.execPath, [ATRIUM_BIN, ...args, '--json'], { env, encoding: 'utf8' }),
  );
}

export async function waitForReady(url: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  return startNodeServer(env, [ATRIUM_BIN, 'start']);
}

/** A server run by `node <args>` (a script and its arguments, after any node options), ready when /readyz is. */
export async function startNodeServer(env: NodeJS.ProcessEnv, args: string[]): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitForReady(url), exited]);
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
