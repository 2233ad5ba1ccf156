import { ownerSessionCalls } from '@atrium/contract';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { defineRoute, type Call } from '../../core/wire/route.js';
import type { Invites } from './invites.js';
import { normaliseEmail, type OwnersService, type SignedIn } from './service.js';
import type { SessionCookie } from './session-guard.js';
import { csrfTokenFor } from './sessions.js';
import type { Sites } from '../sites/index.js';
import { toWireOwner } from './wire.js';

// Per address, to stop guessing one account's password; per network address, to stop spraying many accounts.
const PER_ACCOUNT = { limit: 10, windowSeconds: 900 };
const PER_ADDRESS = { limit: 50, windowSeconds: 900 };

export interface OwnerRouteDeps {
  owners: OwnersService;
  invites: Invites;
  cookie: SessionCookie;
  limiter: RateLimiter;
  toWireSite: Sites['toWire'];
}

/** The dashboard's session: a cookie for the platform account, exchanged for short-lived per-site tokens. */
export function ownerRoutes(deps: OwnerRouteDeps) {
  return [...sessionRoutes(deps), ...ownerSiteRoutes(deps), ...linkRoutes(deps)];
}

function guards({ cookie, limiter }: OwnerRouteDeps) {
  const limit = async (call: Call, account?: string) => {
    await limiter.consume([`owner:ip:${call.request.ip}`], PER_ADDRESS);
    if (account) await limiter.consume([`owner:account:${account}`], PER_ACCOUNT);
  };
  const signedIn = (call: Call, result: SignedIn) => {
    cookie.set(call.reply, result.sessionToken);
    return { owner: toWireOwner(result.owner) };
  };
  return { limit, signedIn };
}

function sessionRoutes(deps: OwnerRouteDeps) {
  const { owners, cookie, limiter } = deps;
  const { limit, signedIn } = guards(deps);
  return [
    defineRoute(ownerSessionCalls.setUp, {
      access: 'none',
      summary: 'Create the first owner account from the one-time link printed at first start',
      async handler({ token, ...owner }, call) {
        await limit(call);
        return signedIn(call, await owners.setUpFirstOwner(token, owner));
      },
    }),
    defineRoute(ownerSessionCalls.signIn, {
      access: 'none',
      summary: 'Sign an owner in to the dashboard (sets the session cookie)',
      async handler({ email, password, code }, call) {
        const account = normaliseEmail(email);
        await limit(call, account);
        const result = await owners.signIn(email, password, code);
        // A success clears the account's count, as Keycloak does: only guesses add up to a lock, not an owner's
        // own sign-ins from several browsers.
        await limiter.reset([`owner:account:${account}`]);
        return signedIn(call, result);
      },
    }),
    defineRoute(ownerSessionCalls.signOut, {
      access: 'none',
      summary: 'End the dashboard session',
      async handler(_, call) {
        const session = await cookie.require(call.request, call.reply, { csrf: true }).catch(() => undefined);
        if (session) await owners.endSession(session.token);
        cookie.clear(call.reply);
        return {};
      },
    }),
    defineRoute(ownerSessionCalls.getSession, {
      access: 'none',
      summary: 'The signed-in owner, their sites and the CSRF token for changes',
      async handler(_, call) {
        const { owner, token } = await cookie.require(call.request, call.reply);
        const sites = await owners.listSites(owner.id);
        return {
          owner: toWireOwner(owner),
          sites: sites.map((site) => ({ id: site.id, name: site.name })),
          csrfToken: csrfTokenFor(token),
        };
      },
    }),
  ];
}

function ownerSiteRoutes({ owners, cookie, toWireSite }: OwnerRouteDeps) {
  return [
    defineRoute(ownerSessionCalls.createSite, {
      access: 'none',
      summary: 'Create a site owned by the signed-in owner',
      async handler({ site }, call) {
        const { owner } = await cookie.require(call.request, call.reply, { csrf: true });
        return { site: toWireSite(await owners.createSite(owner.id, site.name)) };
      },
    }),
    defineRoute(ownerSessionCalls.createSiteToken, {
      access: 'none',
      summary: 'An owner access token for one of the signed-in owner’s sites',
      async handler({ siteId }, call) {
        const { owner } = await cookie.require(call.request, call.reply, { csrf: true });
        const issued = await owners.issueSiteToken(owner.id, siteId);
        return { accessToken: issued.token, expiresIn: issued.expiresIn };
      },
    }),
  ];
}

function linkRoutes(deps: OwnerRouteDeps) {
  const { owners, invites, limiter } = deps;
  const { limit, signedIn } = guards(deps);
  return [
    defineRoute(ownerSessionCalls.lookUpSetupLink, {
      access: 'none',
      summary: 'Whether the one-time setup link can still create the first owner',
      async handler({ token }, call) {
        await limit(call);
        await owners.checkSetupToken(token);
        return {};
      },
    }),
    defineRoute(ownerSessionCalls.lookUpInvite, {
      access: 'none',
      summary: 'What an invitation link is for: the site, the address, whether its account exists',
      async handler({ token }, call) {
        await limit(call);
        return invites.lookUp(token);
      },
    }),
    defineRoute(ownerSessionCalls.acceptInvite, {
      access: 'none',
      summary: 'Accept an invitation: create the account or prove it, join the site, sign in',
      async handler({ token, name, password, code }, call) {
        await limit(call, `invite:${token.slice(0, 16)}`);
        // An existing account's password is guessed here as at sign-in: the same count per account, which an
        // owner minting invitation after invitation for one address would otherwise never fill.
        const { email, accountExists } = await invites.lookUp(token);
        const account = accountExists ? `owner:account:${normaliseEmail(email)}` : undefined;
        if (account) await limiter.consume([account], PER_ACCOUNT);
        const result = await invites.accept(token, { name, password, code });
        if (account) await limiter.reset([account]);
        return signedIn(call, result);
      },
    }),
  ];
}
