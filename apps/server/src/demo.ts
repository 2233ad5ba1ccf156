import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import type { Sites } from './services/sites/index.js';

export interface DemoSite {
  siteId: string;
  clientId: string;
  /** Shown once, at creation; absent afterwards. */
  apiKey?: string;
}

/**
 * On an empty database: a demo site whose OAuth client lets the demo storefront in, and an admin API key.
 * Its ids (never the key) are kept in the data folder so that the storefront can find its client id.
 */
export async function ensureDemoSite(config: Config, sites: Sites): Promise<DemoSite | undefined> {
  if ((await sites.countSites()) > 0) return undefined;
  const origin = config.storefrontOrigin;
  const { site, client } = await sites.createSite({
    name: 'Demo site',
    origins: [origin],
    redirectUris: [`${origin}/`, `${origin}/callback`],
  });
  const key = await sites.createApiKey(site.id, 'Demo admin key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(
    path.join(config.dataDir, 'demo-site.json'),
    JSON.stringify({ siteId: site.id, clientId: client.id }, null, 2) + '\n',
  );
  return { siteId: site.id, clientId: client.id, apiKey: key.key };
}
