import type { Owner, SiteInvite } from '@atrium/contract';
import type { InviteRow } from './invites.js';
import type { OwnerRow } from './sessions.js';

export const toWireOwner = (row: OwnerRow): Owner => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdDate: row.createdAt.toISOString(),
  twoFactorEnabled: row.totpEnabledAt !== null,
});

export const toWireInvite = (row: InviteRow): SiteInvite => ({
  id: row.id,
  email: row.email,
  createdDate: row.createdAt.toISOString(),
  expiresDate: row.expiresAt.toISOString(),
});
