import fs from 'node:fs';
import { localAccessFile, type Config } from './config.js';
import { randomSecret } from './core/crypto/secrets.js';
import { buildApp } from './app.js';
import type { Database } from './core/db/index.js';
import { describeDatabase, openDatabase } from './core/db/open.js';
import { ensureDemoSite } from './demo.js';
import { seedDemoShop } from './demo-shop.js';

/**
 * Starts the server: open and migrate the database (or take the one the caller began opening), build the app,
 * listen, close cleanly on SIGTERM.
 */
export async function start(config: Config, opening?: Promise<Database>): Promise<void> {
  const database = await (opening ?? openDatabase(config));
  const localToken = randomSecret(32);
  const { app, core, modules } = await buildApp({ config, database, localToken, deferWork: true });
  const demo = await ensureDemoSite(config, modules.sites);
  if (demo?.apiKey)
    await seedDemoShop(app, demo.apiKey).catch((error: unknown) =>
      app.log.error({ err: error }, 'the demo shop could not be made'),
    );
  const setupToken = await modules.owners.service.createSetupToken();
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    fs.rmSync(localAccessFile(config), { force: true });
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(
    localAccessFile(config),
    JSON.stringify({ url: `http://127.0.0.1:${config.port}`, token: localToken }),
    { mode: 0o600 },
  );
  printBanner(config, demo, setupToken);
  await core.jobs.work();
}

function printBanner(
  config: Config,
  demo: Awaited<ReturnType<typeof ensureDemoSite>>,
  setupToken: string | undefined,
): void {
  const lines = [
    '',
    'Atrium is running',
    `  Dashboard    ${config.publicUrl}/dashboard`,
    `  API          ${config.publicUrl}`,
    `  OpenAPI      ${config.publicUrl}/openapi.json`,
    `  Database     ${describeDatabase(config)}`,
  ];
  if (demo) {
    lines.push(
      '',
      'Created the demo site:',
      `  Site id      ${demo.siteId}`,
      `  Client id    ${demo.clientId}`,
      `  API key      ${demo.apiKey}`,
      '               (shown once: copy it now)',
      `  Storefront   ${config.storefrontOrigin}`,
    );
  }
  if (setupToken) {
    // The token rides in the fragment: it never reaches a server log or a Referer header.
    lines.push(
      '',
      'No owner account exists yet. Create the first one (a one-time link, renewed at every start until used):',
      `  ${config.publicUrl}/dashboard/setup#token=${setupToken}`,
    );
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}
