import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readConfig, type Config } from '../config.js';
import { buildApp, type Atrium } from '../app.js';
import type { CarrierRatesProvider } from '../core/commerce/carriers.js';
import type { Clock } from '../core/clock.js';
import type { LogStream } from '../core/log.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestAtrium extends Atrium {
  config: Config;
  database: TestDatabase;
  site: { siteId: string; clientId: string; apiKey: string };
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  clock?: Clock;
  origins?: string[];
  rotateRefreshTokens?: boolean;
  /** Logs go here, at the configured level and format; without it the app logs nothing. */
  logStream?: LogStream;
  carriers?: readonly CarrierRatesProvider[];
}

/** The real server on a fresh database, with one site, its OAuth client and an admin API key. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestAtrium> {
  const database = await createTestDatabase();
  // Each app keeps its blobs and tus uploads in a folder of its own, removed on close.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-test-'));
  const config = readConfig(
    {},
    {
      logLevel: 'silent',
      publicUrl: 'http://atrium.test',
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      // Every test then also checks that the codes it meets are the ones each call declares.
      strictErrorCodes: true,
      ...options.config,
    },
  );
  const atrium = await buildApp({
    config,
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.carriers ? { carriers: options.carriers } : {}),
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  const { site, client } = await atrium.modules.sites.createSite({
    name: 'Test site',
    origins: options.origins ?? ['http://shop.test'],
    redirectUris: ['http://shop.test/callback'],
    rotateRefreshTokens: options.rotateRefreshTokens ?? false,
  });
  const key = await atrium.modules.sites.createApiKey(site.id, 'test key');
  // The fixture's own set-up is not what a test looks at: its events (site.created, api_key.created) go, so
  // each test's log starts empty and no webhook a test subscribes with '*' is sent them.
  await database.executeSql('delete from events where site_id = $1', [site.id]);
  return {
    ...atrium,
    config,
    database,
    site: { siteId: site.id, clientId: client.id, apiKey: key.key },
    async close() {
      await atrium.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A visitor's access token for the test site's OAuth client (or another client of the same server). */
export async function visitorToken(atrium: Pick<Atrium, 'app'>, clientId: string): Promise<string> {
  const grant = await atrium.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { grantType: 'anonymous', clientId },
  });
  return (grant.json() as { access_token: string }).access_token;
}

/**
 * A new member of the test site (registered as a visitor of its client), and their access token, issued as the
 * site's API key vouches for them (the `authorized_client` grant).
 */
export async function memberToken(atrium: TestAtrium, email: string): Promise<string> {
  const visitor = await visitorToken(atrium, atrium.site.clientId);
  const registered = await atrium.app.inject({
    method: 'POST',
    url: '/_api/iam/authentication/v2/register',
    payload: { loginId: { email }, password: 'a fine password' },
    headers: { authorization: visitor },
  });
  const tokens = await atrium.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: {
      grant_type: 'authorized_client',
      scope: 'offline_access',
      member_id: (registered.json() as { identity: { id: string } }).identity.id,
    },
    headers: { authorization: `${visitor},${atrium.site.apiKey}` },
  });
  return (tokens.json() as { access_token: string }).access_token;
}

/** The code of an application-error answer (WIRE.md section 5), or undefined for any other answer. */
export function applicationCode(response: { json(): unknown }): string | undefined {
  const body = response.json() as { details?: { applicationError?: { code?: string } } } | undefined;
  return body?.details?.applicationError?.code;
}
