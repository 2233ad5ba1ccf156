import { siteMembersCalls } from '@atrium/contract';
import type { Mail } from '../../../core/mail/index.js';
import { defineRoute } from '../../../core/wire/route.js';
import type { MemberAdmin } from './admin.js';
import { MEMBERS_PERMISSION } from '../permission.js';
import type { Settings } from '../settings.js';
import { toWireIdentity } from '../wire.js';

const ACTIONS = ['approve', 'reject', 'block', 'unblock'] as const;

const admitted = { access: 'admin', permission: MEMBERS_PERMISSION } as const;

export function memberAdminRoutes(admin: MemberAdmin, settings: Settings, mail: Mail) {
  return [...memberRoutes(admin), ...settingsRoutes(settings, mail)];
}

/** Looking members up, letting them in or keeping them out. */
function memberRoutes(admin: MemberAdmin) {
  return [
    defineRoute(siteMembersCalls.listMembers, {
      ...admitted,
      summary: 'The site’s members, newest first, by status and by part of their email',
      async handler(listing, call) {
        const page = await admin.list(call.siteId, listing);
        return {
          members: page.rows.map((row) => toWireIdentity(row, page.factorsOf(row.id))),
          pagingMetadata: {
            count: page.rows.length,
            offset: page.offset,
            total: page.total,
            hasNext: page.hasNext,
          },
        };
      },
    }),
    defineRoute(siteMembersCalls.getMember, {
      ...admitted,
      summary: 'One member: profile, second factors with their dates, and latest sign-ins',
      async handler({ memberId }, call) {
        const found = await admin.get(call.siteId, memberId);
        return {
          member: toWireIdentity(found.row, found.factors),
          factors: found.factors.map((factor) => ({
            factorId: factor.id,
            type: factor.type,
            status: factor.status,
            createdDate: factor.createdAt.toISOString(),
          })),
          lastLoginDate: found.row.lastLoginAt?.toISOString() ?? null,
          signIns: found.signIns.map((at) => ({ signInDate: at.toISOString() })),
        };
      },
    }),
    ...ACTIONS.map((action) =>
      defineRoute(siteMembersCalls[`${action}Member`], {
        ...admitted,
        summary: `${action[0]!.toUpperCase()}${action.slice(1)} a member`,
        handler: async ({ memberId }, call) => ({
          member: toWireIdentity(await admin.act(call.siteId, memberId, action)),
        }),
      }),
    ),
    defineRoute(siteMembersCalls.resetMemberFactors, {
      ...admitted,
      summary: 'Remove every second factor of a member who lost their device',
      handler: async ({ memberId }, call) => ({
        member: toWireIdentity(await admin.resetFactors(call.siteId, memberId)),
      }),
    }),
  ];
}

/** The site's member settings, and the mail it sent. */
function settingsRoutes(settings: Settings, mail: Mail) {
  return [
    defineRoute(siteMembersCalls.getMemberSettings, {
      ...admitted,
      summary: 'How people become members and sign in',
      handler: async (_, call) => ({ settings: await settings.get(call.siteId) }),
    }),
    defineRoute(siteMembersCalls.updateMemberSettings, {
      ...admitted,
      summary: 'Change the registration policy and whether addresses must be verified',
      handler: async ({ settings: patch }, call) => ({ settings: await settings.update(call.siteId, patch) }),
    }),
    defineRoute(siteMembersCalls.listMailMessages, {
      ...admitted,
      summary: 'The latest messages the site sent (the mailbox, when no SMTP server is configured)',
      async handler({ to, limit }, call) {
        const rows = await mail.list(call.siteId, { to: to ?? undefined, limit: limit ?? 50 });
        return {
          messages: rows.map((row) => ({
            id: row.id,
            to: row.to,
            subject: row.subject,
            text: row.text,
            status: row.status,
            createdDate: row.createdAt.toISOString(),
          })),
        };
      },
    }),
  ];
}
