import { ownerSessionCalls } from '@atrium/contract';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { defineRoute, type Call } from '../../core/wire/route.js';
import type { Account } from './account.js';
import type { SecondFactor } from './second-factor.js';
import type { SessionCookie } from './session-guard.js';
import { toWireOwner } from './wire.js';

// Reset mail per address and per network address, so that no one floods an inbox from here; password
// confirmations per owner, as sign-in counts guesses per account.
const RESET_PER_ACCOUNT = { limit: 5, windowSeconds: 3600 };
const PER_ADDRESS = { limit: 50, windowSeconds: 900 };
const CONFIRM_PER_OWNER = { limit: 10, windowSeconds: 900 };

export interface AccountRouteDeps {
  account: Account;
  secondFactor: SecondFactor;
  cookie: SessionCookie;
  limiter: RateLimiter;
}

/** The signed-in owner's own account (name, password, second factor) and password recovery when signed out. */
export function ownerAccountRoutes(deps: AccountRouteDeps) {
  return [...recoveryRoutes(deps), ...accountRoutes(deps), ...secondFactorRoutes(deps)];
}

function guards({ account, cookie, limiter }: AccountRouteDeps) {
  const signedIn = (call: Call) => cookie.require(call.request, call.reply, { csrf: true });
  /** The signed-in owner, once they have typed their password again. */
  const confirmed = async (call: Call, password: string) => {
    const session = await signedIn(call);
    await limiter.consume([`owner:confirm:${session.owner.id}`], CONFIRM_PER_OWNER);
    await account.confirmPassword(session.owner, password);
    return session;
  };
  return { signedIn, confirmed };
}

function recoveryRoutes({ account, limiter }: AccountRouteDeps) {
  const byAddress = (call: Call) => limiter.consume([`owner:ip:${call.request.ip}`], PER_ADDRESS);
  return [
    defineRoute(ownerSessionCalls.requestPasswordReset, {
      access: 'none',
      summary: 'Mail a password reset link to an owner (the answer is the same whether the address has one)',
      async handler({ email }, call) {
        await byAddress(call);
        await limiter.consume([`owner:reset:${email.trim().toLowerCase()}`], RESET_PER_ACCOUNT);
        await account.requestReset(email);
        return {};
      },
    }),
    defineRoute(ownerSessionCalls.resetPassword, {
      access: 'none',
      summary: 'Set a new owner password from a reset link; every session of the account ends',
      async handler({ token, password }, call) {
        await byAddress(call);
        await account.reset(token, password);
        return {};
      },
    }),
  ];
}

function accountRoutes(deps: AccountRouteDeps) {
  const { account } = deps;
  const { signedIn, confirmed } = guards(deps);
  return [
    defineRoute(ownerSessionCalls.updateAccount, {
      access: 'none',
      summary: 'Change the signed-in owner’s name',
      async handler({ owner }, call) {
        const session = await signedIn(call);
        return { owner: toWireOwner(await account.rename(session.owner.id, owner.name)) };
      },
    }),
    defineRoute(ownerSessionCalls.changePassword, {
      access: 'none',
      summary: 'Change the signed-in owner’s password; their other sessions end',
      async handler({ currentPassword, newPassword }, call) {
        const session = await confirmed(call, currentPassword);
        await account.changePassword(session.owner, session.token, newPassword);
        return {};
      },
    }),
  ];
}

function secondFactorRoutes(deps: AccountRouteDeps) {
  const { secondFactor, limiter } = deps;
  const { signedIn, confirmed } = guards(deps);
  return [
    defineRoute(ownerSessionCalls.startTotp, {
      access: 'none',
      summary: 'Begin adding an authenticator app: its secret and QR code',
      async handler({ password }, call) {
        const session = await confirmed(call, password);
        return secondFactor.start(session.owner);
      },
    }),
    defineRoute(ownerSessionCalls.confirmTotp, {
      access: 'none',
      summary: 'Turn two-factor sign-in on with the app’s first code; answers the recovery codes, once',
      async handler({ code }, call) {
        const session = await signedIn(call);
        await limiter.consume([`owner:confirm:${session.owner.id}`], CONFIRM_PER_OWNER);
        return { recoveryCodes: await secondFactor.confirm(session.owner, code) };
      },
    }),
    defineRoute(ownerSessionCalls.disableTotp, {
      access: 'none',
      summary: 'Turn two-factor sign-in off; the recovery codes go with it',
      async handler({ password }, call) {
        const session = await confirmed(call, password);
        await secondFactor.disable(session.owner);
        return {};
      },
    }),
    defineRoute(ownerSessionCalls.regenerateRecoveryCodes, {
      access: 'none',
      summary: 'A new set of recovery codes; the old ones stop working',
      async handler({ password }, call) {
        const session = await confirmed(call, password);
        return { recoveryCodes: await secondFactor.regenerate(session.owner) };
      },
    }),
  ];
}
