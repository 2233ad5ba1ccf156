import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = path.resolve(import.meta.dirname, '../bin/atrium.mjs');
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-cli-'));
// The embedded database, whatever the suite runs on: the CLI's own behaviour is what is tested here.
const env = { ...process.env, ATRIUM_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PORT: '3987' };

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function atrium(...args: string[]) {
  return run(process.execPath, [BIN, ...args], { env });
}

describe('the atrium command', () => {
  it('creates sites and API keys and prints them as JSON', async () => {
    const site = JSON.parse(
      (await atrium('create-site', '--name', 'Shop', '--origin', 'https://shop.test', '--json')).stdout,
    );
    expect(site).toEqual({
      siteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const key = JSON.parse((await atrium('create-api-key', '--site', site.siteId, '--json')).stdout);
    expect(key.apiKey).toMatch(/^atr_[0-9a-f]{32}_/);
    await expect(atrium('create-api-key', '--site', 'nope', '--json')).rejects.toMatchObject({
      stderr: expect.stringContaining('No site nope'),
    });
    await expect(atrium('create-site', '--origin', 'not a url')).rejects.toMatchObject({ code: 1 });
  });

  it('starts, answers /readyz, refuses a second process on the same data folder, and stops on SIGTERM', async () => {
    const server = spawn(process.execPath, [BIN, 'start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    const started = Date.now();
    for (;;) {
      const ready = await fetch('http://127.0.0.1:3987/readyz').then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      if (Date.now() - started > 60_000) throw new Error(`not ready: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output).toContain('Atrium is running');
    expect(output).toMatch(/No owner account exists yet[\s\S]*\/dashboard\/setup#token=[\w-]{43}/);
    await expect(atrium('create-site', '--name', 'Second')).rejects.toMatchObject({
      stderr: expect.stringContaining('is in use by another Atrium process'),
    });

    // A forgotten owner password, on a server that sends no mail: the link comes from the running server.
    const post = (url: string, body: object) =>
      fetch(`http://127.0.0.1:3987${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const token = /\/dashboard\/setup#token=([\w-]{43})/.exec(output)![1];
    const owner = { email: 'ada@example.com', name: 'Ada', password: 'the first passphrase' };
    expect((await post('/atrium/v1/owner/setup', { ...owner, token })).status).toBe(200);
    await expect(atrium('owner-reset', '--email', 'nobody@example.com')).rejects.toMatchObject({
      stderr: expect.stringContaining('No owner account has the address nobody@example.com'),
    });
    const { link } = JSON.parse((await atrium('owner-reset', '--email', 'ADA@example.com', '--json')).stdout);
    const password = 'a new passphrase';
    const reset = await post('/atrium/v1/owner/password-reset', {
      token: link.split('#token=')[1],
      password,
    });
    expect(reset.status).toBe(200);
    expect((await post('/atrium/v1/owner/sign-in', { email: owner.email, password })).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'atrium.lock'))).toBe(false);
    // With no server running, straight from the database.
    expect((await atrium('owner-reset', '--email', owner.email)).stdout).toMatch(
      /choose a new password[\s\S]*\/dashboard\/reset-password#token=[\w-]{43}/,
    );
  });

  it('prints a site’s mailbox, from the running server or from the database', async () => {
    const site = JSON.parse((await atrium('create-site', '--name', 'Mailbox', '--json')).stdout);
    const key = JSON.parse((await atrium('create-api-key', '--site', site.siteId, '--json')).stdout).apiKey;
    const server = spawn(process.execPath, [BIN, 'start'], { env, stdio: ['ignore', 'ignore', 'ignore'] });
    const base = 'http://127.0.0.1:3987';
    for (let ready = false; !ready;) {
      ready = await fetch(`${base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const json = { 'content-type': 'application/json' };
    await fetch(`${base}/atrium/v1/member-settings`, {
      method: 'PATCH',
      headers: { ...json, authorization: key },
      body: JSON.stringify({ settings: { requireEmailVerification: true } }),
    });
    const grant = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ grantType: 'anonymous', clientId: site.clientId }),
    });
    await fetch(`${base}/_api/iam/authentication/v2/register`, {
      method: 'POST',
      headers: { ...json, authorization: ((await grant.json()) as { access_token: string }).access_token },
      body: JSON.stringify({ loginId: { email: 'olga@example.com' }, password: 'a fine password' }),
    });
    const live = JSON.parse((await atrium('mail', '--site', site.siteId, '--json')).stdout);
    expect(live.messages[0]).toMatchObject({
      to: 'olga@example.com',
      subject: 'Your code for Mailbox',
      status: 'STORED',
    });
    expect(live.messages[0].text).toMatch(/\d{6}/);

    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    expect(fs.existsSync(path.join(dataDir, 'local-access.json'))).toBe(false);
    const stored = JSON.parse(
      (await atrium('mail', '--site', site.siteId, '--to', 'olga@example.com', '--json')).stdout,
    );
    expect(stored.messages).toEqual(live.messages);
    await expect(atrium('mail', '--site', 'nope')).rejects.toMatchObject({
      stderr: expect.stringContaining('--site'),
    });
  });
});
