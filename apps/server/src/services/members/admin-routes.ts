import {
  ListMailRequest,
  ListMailResponse,
  ListMembersRequest,
  ListMembersResponse,
  MemberActionRequest,
  MemberResponse,
  MemberSettingsResponse,
  UpdateMemberSettingsRequest,
} from '@atrium/contract';
import { z } from 'zod';
import type { Mail } from '../../core/mail/index.js';
import { defineRoute } from '../../core/wire/route.js';
import type { MemberAdmin } from './admin.js';
import { MEMBERS_PERMISSION } from './grants.js';
import type { Settings } from './settings.js';
import { toWireIdentity } from './wire.js';

const ACTIONS = ['approve', 'reject', 'block', 'unblock'] as const;

export function memberAdminRoutes(admin: MemberAdmin, settings: Settings, mail: Mail) {
  const admitted = { access: 'admin', permission: MEMBERS_PERMISSION } as const;
  return [
    defineRoute({
      ...admitted,
      method: 'GET',
      path: '/atrium/v1/members',
      summary: 'The site’s members, newest first, by status and by part of their email',
      input: ListMembersRequest,
      output: ListMembersResponse,
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
    ...ACTIONS.map((action) =>
      defineRoute({
        ...admitted,
        method: 'POST',
        path: `/atrium/v1/members/{memberId}/${action}`,
        summary: `${action[0]!.toUpperCase()}${action.slice(1)} a member`,
        input: MemberActionRequest,
        output: MemberResponse,
        handler: async ({ memberId }, call) => ({
          member: toWireIdentity(await admin.act(call.siteId, memberId, action)),
        }),
      }),
    ),
    defineRoute({
      ...admitted,
      method: 'POST',
      path: '/atrium/v1/members/{memberId}/reset-factors',
      summary: 'Remove every second factor of a member who lost their device',
      input: MemberActionRequest,
      output: MemberResponse,
      handler: async ({ memberId }, call) => ({
        member: toWireIdentity(await admin.resetFactors(call.siteId, memberId)),
      }),
    }),
    defineRoute({
      ...admitted,
      method: 'GET',
      path: '/atrium/v1/member-settings',
      summary: 'How people become members and sign in',
      input: z.object({}),
      output: MemberSettingsResponse,
      handler: async (_, call) => ({ settings: await settings.get(call.siteId) }),
    }),
    defineRoute({
      ...admitted,
      method: 'PATCH',
      path: '/atrium/v1/member-settings',
      summary: 'Change the registration policy and whether addresses must be verified',
      input: UpdateMemberSettingsRequest,
      output: MemberSettingsResponse,
      handler: async ({ settings: patch }, call) => ({ settings: await settings.update(call.siteId, patch) }),
    }),
    defineRoute({
      ...admitted,
      method: 'GET',
      path: '/atrium/v1/mail-messages',
      summary: 'The latest messages the site sent (the mailbox, when no SMTP server is configured)',
      input: ListMailRequest,
      output: ListMailResponse,
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
