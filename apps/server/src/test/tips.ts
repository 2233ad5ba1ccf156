import { randomUUID } from 'node:crypto';
import type { TestAtrium } from './app.js';
import { productsApi } from './catalog.js';

export const TIPS = '/tips/v1/tips';
export const SETTINGS = '/atrium/v1/tip-settings';

/** A member of the site's team (an owner account added to the site), and an owner token for the site. */
export async function teamMember(atrium: TestAtrium, name: string, siteId = atrium.site.siteId) {
  const owners = atrium.modules.owners.service;
  const owner = await owners.createOwner(atrium.database.db, {
    email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    name,
    passwordHash: 'not-a-real-hash',
  });
  await owners.addToSite(atrium.database.db, owner.id, siteId);
  const { token } = await owners.issueSiteToken(owner.id, siteId);
  return { id: owner.id, name, api: productsApi(atrium, token) };
}

/** Tip settings with tips on, as the test site's API key writes them. */
export const tipSettings = (staffMemberIds: string[], extra: object = {}) => ({
  tipSettings: {
    enabled: true,
    presets: [
      { tipType: 'PERCENTAGE', value: '10' },
      { tipType: 'PERCENTAGE', value: '15' },
      { tipType: 'AMOUNT', value: '2' },
    ],
    allowCustomAmount: true,
    staffMemberIds,
    splitMethod: 'EQUAL',
    ...extra,
  },
});
