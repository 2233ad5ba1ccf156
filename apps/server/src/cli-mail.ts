import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { localAccessFile, type Config } from './config.js';
import { openDatabase } from './core/db/open.js';
import { listMail, type StoredMail } from './core/mail/index.js';

interface LocalAccess {
  url: string;
  token: string;
}

type Listed = Pick<StoredMail, 'to' | 'subject' | 'text' | 'status'> & { createdAt: Date | string };

/** A running server on the embedded database holds it: ask that server instead (services/local). */
async function fromRunningServer(access: LocalAccess, query: URLSearchParams): Promise<Listed[]> {
  const response = await fetch(`${access.url}/atrium/v1/local/mail?${query.toString()}`, {
    headers: { authorization: `Local ${access.token}` },
  });
  if (!response.ok) throw new Error(`the running server answered ${response.status}`);
  return ((await response.json()) as { messages: Listed[] }).messages;
}

async function fromDatabase(
  config: Config,
  siteId: string,
  { to, limit }: { to?: string; limit?: number },
): Promise<Listed[]> {
  const database = await openDatabase(config);
  try {
    return await listMail(database.db, siteId, { ...(to ? { to } : {}), ...(limit ? { limit } : {}) });
  } finally {
    await database.close();
  }
}

/** `atrium mail --site ID [--to EMAIL] [--limit N] [--json]`: the latest messages of a site's mailbox. */
export async function mail(config: Config, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      site: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  if (!values.site || !/^[0-9a-f-]{36}$/i.test(values.site)) throw new Error('mail needs --site <site id>');
  const limit = values.limit ? Number(values.limit) : 20;
  const file = localAccessFile(config);
  const messages =
    !config.databaseUrl && fs.existsSync(file)
      ? await fromRunningServer(
          JSON.parse(fs.readFileSync(file, 'utf8')) as LocalAccess,
          new URLSearchParams({
            siteId: values.site,
            ...(values.to ? { to: values.to } : {}),
            limit: String(limit),
          }),
        )
      : await fromDatabase(config, values.site, { ...(values.to ? { to: values.to } : {}), limit });
  if (values.json) {
    const list = messages.map(({ to, subject, text, status, createdAt }) => ({
      to,
      subject,
      text,
      status,
      createdAt,
    }));
    return void process.stdout.write(JSON.stringify({ messages: list }) + '\n');
  }
  if (messages.length === 0) return void process.stdout.write('No messages.\n');
  for (const message of messages)
    process.stdout.write(
      `--- ${new Date(message.createdAt).toISOString()}  to ${message.to}  (${message.status})\n${message.subject}\n\n${message.text}\n`,
    );
}
