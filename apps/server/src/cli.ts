import { parseArgs } from 'node:util';
import { readConfig } from './config.js';
import { openDatabase } from './core/db/open.js';
import type { createSitesService } from './services/sites/service.js';

// Each command imports what it needs when it runs: `start` opens the database while the server's modules load.

const USAGE = `Usage: atrium <command>

  start                                   run the server (PORT, DATABASE_URL, ATRIUM_DATA_DIR, ...)
  migrate                                 apply the database migrations and exit
  create-site --name N [--origin URL]... [--redirect-uri URL]... [--rotate-refresh-tokens] [--json]
  create-api-key --site ID [--name N] [--json]
  mail --site ID [--to EMAIL] [--limit N] [--json]
                                          the latest messages of a site's mailbox (sent without SMTP)
  owner-reset --email EMAIL [--json]      a one-time link to set a new dashboard password
`;

function print(json: boolean, value: Record<string, unknown>, text: string): void {
  process.stdout.write(json ? JSON.stringify(value) + '\n' : text + '\n');
}

async function withSites<T>(fn: (sites: ReturnType<typeof createSitesService>) => Promise<T>): Promise<T> {
  const database = await openDatabase(readConfig());
  try {
    const { createSitesService } = await import('./services/sites/service.js');
    return await fn(createSitesService(database.db));
  } finally {
    await database.close();
  }
}

async function createSite(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      'redirect-uri': { type: 'string', multiple: true },
      'rotate-refresh-tokens': { type: 'boolean' },
      json: { type: 'boolean' },
    },
  });
  if (!values.name) throw new Error('create-site needs --name');
  for (const url of [...(values.origin ?? []), ...(values['redirect-uri'] ?? [])]) new URL(url);
  const { site, client } = await withSites((sites) =>
    sites.createSite({
      name: values.name!,
      origins: values.origin ?? [],
      redirectUris: values['redirect-uri'] ?? [],
      rotateRefreshTokens: values['rotate-refresh-tokens'] ?? false,
    }),
  );
  print(
    values.json ?? false,
    { siteId: site.id, clientId: client.id },
    `Site id    ${site.id}\nClient id  ${client.id}`,
  );
}

async function createApiKey(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { site: { type: 'string' }, name: { type: 'string' }, json: { type: 'boolean' } },
  });
  if (!values.site) throw new Error('create-api-key needs --site');
  const key = await withSites(async (sites) => {
    if (!/^[0-9a-f-]{36}$/i.test(values.site!) || !(await sites.getSite(values.site!)))
      throw new Error(`No site ${values.site}`);
    return sites.createApiKey(values.site!, values.name ?? 'API key');
  });
  print(
    values.json ?? false,
    { siteId: key.siteId, apiKeyId: key.id, apiKey: key.key },
    `API key  ${key.key}\n(shown once: copy it now)`,
  );
}

export async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start': {
      const config = readConfig();
      // Compiling and starting the embedded database is mostly waiting: the server's modules load meanwhile.
      const database = openDatabase(config);
      database.catch(() => undefined);
      const { start } = await import('./main.js');
      return start(config, database);
    }
    case 'migrate':
      await (await openDatabase(readConfig())).close();
      return void process.stdout.write('Migrations applied\n');
    case 'create-site':
      return createSite(rest);
    case 'create-api-key':
      return createApiKey(rest);
    case 'mail':
      return (await import('./cli-mail.js')).mail(readConfig(), rest);
    case 'owner-reset':
      return (await import('./cli-owner-reset.js')).ownerReset(readConfig(), rest);
    default:
      process.stdout.write(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 2;
  }
}

run(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`atrium: ${error.message}\n`);
  process.exit(1);
});
