import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { localAccessFile, type Config } from './config.js';
import { systemClock } from './core/clock.js';
import { openDatabase } from './core/db/open.js';

/** A running server on the embedded database holds it: ask that server for the link (services/local). */
async function fromRunningServer(file: string, email: string): Promise<string | undefined> {
  const access = JSON.parse(fs.readFileSync(file, 'utf8')) as { url: string; token: string };
  const response = await fetch(`${access.url}/atrium/v1/local/owner-reset`, {
    method: 'POST',
    headers: { authorization: `Local ${access.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`the running server answered ${response.status}`);
  return ((await response.json()) as { link: string }).link;
}

async function fromDatabase(config: Config, email: string): Promise<string | undefined> {
  const database = await openDatabase(config);
  try {
    const { ownerResetLink } = await import('./services/owners/account.js');
    return await ownerResetLink({ db: database.db, clock: systemClock, publicUrl: config.publicUrl }, email);
  } finally {
    await database.close();
  }
}

/**
 * `atrium owner-reset --email E [--json]`: a one-time link that sets a new dashboard password, for an owner who
 * has forgotten theirs on a server that sends no mail. Whoever can run this on the server's machine holds its
 * database anyway, so it may say that no account has the address.
 */
export async function ownerReset(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, json: { type: 'boolean' } } });
  if (!values.email) throw new Error('owner-reset needs --email <address>');
  const file = localAccessFile(config);
  const link =
    !config.databaseUrl && fs.existsSync(file)
      ? await fromRunningServer(file, values.email)
      : await fromDatabase(config, values.email);
  if (!link) throw new Error(`No owner account has the address ${values.email}`);
  process.stdout.write(
    values.json
      ? JSON.stringify({ link }) + '\n'
      : `Open this link within an hour to choose a new password (it works once):\n\n  ${link}\n`,
  );
}
