import type { FastifyInstance } from 'fastify';
import { memberAccountCalls } from '@atrium/contract';
import type { RateLimiter } from '../../../core/rate-limit/index.js';
import { appError } from '../../../core/wire/errors.js';
import { defineRoute, type Call } from '../../../core/wire/route.js';
import type { Addresses } from './addresses.js';
import type { AccountDeletion } from './delete-account.js';
import type { EmailChange } from './email-change.js';
import { PICTURES_PATH, type Profiles } from './profile.js';

function memberOf(call: Call): string {
  if (call.auth.kind !== 'member')
    throw appError('FORBIDDEN', {}, 'Only the signed-in member manages their own account');
  return call.auth.memberId;
}

export interface AccountDeps {
  profiles: Profiles;
  emailChange: EmailChange;
  addresses: Addresses;
  deletion: AccountDeletion;
  limiter: RateLimiter;
}

// Calls that mail someone or store bytes: a stolen token must not turn the server into a mail cannon.
const MAILS = { limit: 5, windowSeconds: 3600 };
const UPLOADS = { limit: 30, windowSeconds: 3600 };

const calls = memberAccountCalls;

/** Counts a member's calls of one kind against its rule. */
const limitFor = (limiter: RateLimiter) => (call: Call, action: string, rule: typeof MAILS) =>
  limiter.consume([`member-${action}:${call.siteId}:${memberOf(call)}`], rule);

export function accountRoutes(deps: AccountDeps) {
  return [...profileRoutes(deps), ...addressRoutes(deps), ...deletionRoutes(deps)];
}

function profileRoutes({ profiles, emailChange, limiter }: AccountDeps) {
  const limit = limitFor(limiter);
  return [
    defineRoute(calls.getMyAccount, {
      access: 'member',
      summary: 'The signed-in member’s profile, email address and whether they have a password',
      handler: async (_, call) => ({ account: await profiles.account(call.siteId, memberOf(call)) }),
    }),
    defineRoute(calls.updateMyProfile, {
      access: 'member',
      summary: 'Change the member’s names (absent fields stay, an empty one is cleared)',
      handler: async (input, call) => ({
        account: await profiles.updateNames(call.siteId, memberOf(call), input),
      }),
    }),
    defineRoute(calls.uploadMyPicture, {
      access: 'member',
      summary: 'Set the member’s picture: a PNG, JPEG, WebP or GIF, checked, scaled and stored as WebP',
      async handler(input, call) {
        await limit(call, 'picture', UPLOADS);
        return { account: await profiles.uploadPicture(call.siteId, memberOf(call), input) };
      },
    }),
    defineRoute(calls.removeMyPicture, {
      access: 'member',
      summary: 'Remove the member’s picture',
      handler: async (_, call) => ({ account: await profiles.removePicture(call.siteId, memberOf(call)) }),
    }),
    defineRoute(calls.startEmailChange, {
      access: 'member',
      summary: 'Ask to move the account to a new address: a code goes to that address',
      async handler(input, call) {
        await limit(call, 'email-change', MAILS);
        return emailChange.start(call.siteId, memberOf(call), input);
      },
    }),
    defineRoute(calls.confirmEmailChange, {
      access: 'member',
      summary: 'The code from the new address: the account moves to it and the old address is told',
      async handler({ code }, call) {
        await emailChange.confirm(call.siteId, memberOf(call), code);
        return { account: await profiles.account(call.siteId, memberOf(call)) };
      },
    }),
  ];
}

function addressRoutes({ addresses }: AccountDeps) {
  return [
    defineRoute(calls.listMyAddresses, {
      access: 'member',
      summary: 'The member’s saved addresses, the default first',
      handler: async (_, call) => ({ addresses: await addresses.list(call.siteId, memberOf(call)) }),
    }),
    defineRoute(calls.createMyAddress, {
      access: 'member',
      summary: 'Save an address (the first one is the default)',
      handler: async (input, call) => ({
        address: await addresses.create(call.siteId, memberOf(call), input),
      }),
    }),
    defineRoute(calls.updateMyAddress, {
      access: 'member',
      summary: 'Change a saved address, or make it the default',
      handler: async ({ addressId, ...input }, call) => ({
        address: await addresses.update({ siteId: call.siteId, memberId: memberOf(call), addressId }, input),
      }),
    }),
    defineRoute(calls.deleteMyAddress, {
      access: 'member',
      summary: 'Delete a saved address',
      async handler({ addressId }, call) {
        await addresses.remove(call.siteId, memberOf(call), addressId);
        return {};
      },
    }),
  ];
}

function deletionRoutes({ deletion, limiter }: AccountDeps) {
  const limit = limitFor(limiter);
  return [
    defineRoute(calls.sendDeletionCode, {
      access: 'member',
      summary: 'Email the code that confirms deleting an account without a password',
      async handler(_, call) {
        await limit(call, 'deletion-code', MAILS);
        return deletion.sendCode(call.siteId, memberOf(call));
      },
    }),
    defineRoute(calls.deleteMyAccount, {
      access: 'member',
      summary: 'Delete the member’s account and data; their orders stay with the shop, anonymised',
      async handler(proof, call) {
        await deletion.remove(call.siteId, memberOf(call), proof);
        return {};
      },
    }),
  ];
}

/** The pictures, public by their unguessable names, as a profile's `picture` URL points to them. */
export function pictureRoutes(profiles: Profiles) {
  return async (app: FastifyInstance) => {
    app.get(`${PICTURES_PATH}/:siteId/:memberId/:file`, async (request, reply) => {
      const { siteId, memberId, file } = request.params as Record<string, string>;
      const bytes = await profiles.picture(`${siteId}/${memberId}/${file}`);
      if (!bytes) throw appError('FILE_CONTENT_NOT_FOUND');
      return (
        reply
          .header('content-type', 'image/webp')
          // Short: a picture replaced or a member deleted must not live on in shared caches for long.
          .header('cache-control', 'public, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(bytes)
      );
    });
  };
}
