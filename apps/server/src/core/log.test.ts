import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig, type Config } from '../config.js';
import { createTestApp, type TestAtrium } from '../test/app.js';
import { prettyLine } from './log.js';

const webDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-log-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');

const apps: TestAtrium[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(webDir, { recursive: true, force: true });
});

/** An app logging at this level and in this format, the lines each request prints, and nothing else. */
async function loggedApp(config: Pick<Config, 'logFormat' | 'logLevel'>) {
  let lines: string[] = [];
  const atrium = await createTestApp({
    config: { ...config, webDir },
    logStream: { write: (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)) },
  });
  apps.push(atrium);
  return async (url: string) => {
    lines = [];
    const response = await atrium.app.inject({ url });
    return { status: response.statusCode, lines };
  };
}

describe('request logs', () => {
  it('are one readable line per API request in the pretty format, and none for the web app’s files', async () => {
    const request = await loggedApp({ logFormat: 'pretty', logLevel: 'info' });
    const api = await request('/atrium/v1/nope?token=secret');
    expect(api.status).toBe(404);
    expect(api.lines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/atrium\/v1\/nope\?… 404 \d+ ms$/),
    ]);
    const ready = await request('/readyz');
    expect(ready.lines).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d GET \/readyz 200 \d+ ms$/)]);
    for (const url of ['/assets/main-abc123.js', '/dashboard', '/dashboard/sites']) {
      const file = await request(url);
      expect(file.status).toBe(200);
      expect(file.lines).toEqual([]);
    }
  });

  it('are pino’s JSON lines in the json format, for the web app’s files too', async () => {
    const request = await loggedApp({ logFormat: 'json', logLevel: 'info' });
    for (const url of ['/readyz', '/assets/main-abc123.js']) {
      const { lines } = await request(url);
      const entries = lines.map((line) => JSON.parse(line));
      expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
      expect(entries[0].req.url).toBe(url);
      expect(entries[1].res.statusCode).toBe(200);
    }
  });

  it('follow LOG_LEVEL: at warn, a request prints nothing', async () => {
    const request = await loggedApp({ logFormat: 'pretty', logLevel: 'warn' });
    expect((await request('/readyz')).lines).toEqual([]);
  });
});

describe('a pretty line', () => {
  const time = new Date(2026, 0, 2, 12, 3, 4).getTime();

  it('shows the level past info, the error’s message and its stack, and the request id of a failure', () => {
    const line = prettyLine(
      JSON.stringify({
        level: 50,
        time,
        pid: 1,
        hostname: 'h',
        requestId: 'r-1',
        msg: 'unhandled error',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at f (a.js:1:1)' },
      }),
    );
    expect(line).toBe('12:03:04 ERROR unhandled error: boom requestId=r-1\n    at f (a.js:1:1)');
    expect(prettyLine(JSON.stringify({ level: 40, time, msg: 'mail delivery failed', messageId: 'm' }))).toBe(
      '12:03:04 WARN mail delivery failed messageId=m',
    );
  });
});

describe('the log format', () => {
  it('is ATRIUM_LOG_FORMAT when set, and nothing else', () => {
    expect(readConfig({ ATRIUM_LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(readConfig({ ATRIUM_LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => readConfig({ ATRIUM_LOG_FORMAT: 'yaml' })).toThrow(
      /ATRIUM_LOG_FORMAT must be pretty or json/,
    );
  });

  it('is pretty by default when stdout is a terminal, and JSON otherwise', () => {
    const tty = process.stdout.isTTY;
    try {
      process.stdout.isTTY = true;
      expect(readConfig({}).logFormat).toBe('pretty');
      process.stdout.isTTY = false;
      expect(readConfig({}).logFormat).toBe('json');
    } finally {
      process.stdout.isTTY = tty;
    }
  });
});
