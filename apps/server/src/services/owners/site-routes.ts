import { sitesCalls } from '@atrium/contract';
import { appError } from '../../core/wire/errors.js';
import { defineRoute, type Call } from '../../core/wire/route.js';
import type { Invites } from './invites.js';
import type { OwnersService } from './service.js';
import { toWireInvite, toWireOwner } from './wire.js';

/** Only an owner may bring in another owner: an API key, however broad, cannot grant a person the site. */
function ownerOf(call: Call): string {
  if (call.auth.kind !== 'owner') throw appError('OWNER_REQUIRED');
  return call.auth.ownerId;
}

export function siteOwnerRoutes(owners: OwnersService, invites: Invites, publicUrl: string) {
  return [
    defineRoute(sitesCalls.listSiteOwners, {
      access: 'admin',
      summary: 'The owners of the site and the invitations still pending',
      async handler(_, call) {
        ownerOf(call);
        const [rows, pending] = await Promise.all([
          owners.listSiteOwners(call.siteId),
          invites.listPending(call.siteId),
        ]);
        return { owners: rows.map(toWireOwner), invites: pending.map(toWireInvite) };
      },
    }),
    defineRoute(sitesCalls.inviteOwner, {
      access: 'admin',
      summary: 'Invite a person to own the site; the link is shown once and works for 7 days',
      async handler({ invite }, call) {
        const { invite: row, token } = await invites.create(call.siteId, ownerOf(call), invite.email);
        // The token travels in the fragment, which browsers never send to a server or put in a Referer.
        return { invite: toWireInvite(row), inviteUrl: `${publicUrl}/dashboard/invite#token=${token}` };
      },
    }),
    defineRoute(sitesCalls.revokeOwnerInvite, {
      access: 'admin',
      summary: 'Withdraw a pending invitation',
      async handler({ inviteId }, call) {
        ownerOf(call);
        await invites.revoke(call.siteId, inviteId);
        return {};
      },
    }),
  ];
}
