import { authenticationCalls, type IdentityProfile, oauthCalls, verificationCalls } from '@atrium/contract';
import { z } from 'zod';
import type { RateLimiter } from '../../../core/rate-limit/index.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { defineRoute, type Call } from '../../../core/wire/route.js';
import type { Members } from '../module.js';
import { MEMBERS_PERMISSION } from '../permission.js';
import { factorProof } from './factor-proof.js';
import type { MemberSignIn } from './service.js';

// Per network address: sign-in guessing across many accounts, and registration floods.
const PER_ADDRESS = { limit: 100, windowSeconds: 900 };
const EMAIL_FORMAT = z.email();

interface Deps {
  signIn: MemberSignIn;
  members: Pick<Members, 'get'>;
  limiter: RateLimiter;
}

const limited = (limiter: RateLimiter) => (call: Call, action: string) =>
  limiter.consume([`member-${action}:${call.siteId}:${call.request.ip}`], PER_ADDRESS);

/** The member's own way in: register, sign in, a second factor, a new password; and a trusted server's sign-on. */
function signInRoutes({ signIn, limiter }: Deps) {
  const limit = limited(limiter);
  return [
    defineRoute(authenticationCalls.registerV2, {
      access: 'site',
      summary: 'Register a member with an email and a password (WIRE.md section 7)',
      async handler({ loginId, password, profile, captchaTokens }, call) {
        await limit(call, 'register');
        const captcha = { tokens: captchaTokens ?? [], ip: call.request.ip };
        return signIn.register(call.siteId, { email: loginId.email, password, profile, captcha });
      },
    }),
    defineRoute(authenticationCalls.loginV2, {
      access: 'site',
      summary: 'Sign a member in with an email and a password (WIRE.md section 7)',
      async handler({ loginId, password, captchaTokens }, call) {
        await limit(call, 'login');
        if (!password) throw invalid('password', 'is required', 'REQUIRED_FIELD');
        const captcha = { tokens: captchaTokens ?? [], ip: call.request.ip };
        return signIn.login(call.siteId, { email: loginId.email, password, captcha });
      },
    }),
    defineRoute(authenticationCalls.verifyFactor, {
      access: 'site',
      summary:
        'The second factor of a sign-in waiting in REQUIRE_MFA (totp, webauthn, email or recovery_code)',
      async handler(body, call) {
        await limiter.consume([`member-mfa:${call.siteId}:${call.request.ip}`], {
          limit: 100,
          windowSeconds: 900,
        });
        return signIn.verifyFactor(call.siteId, { stateToken: body.stateToken, proof: factorProof(body) });
      },
    }),
    defineRoute(authenticationCalls.changePassword, {
      access: 'member',
      summary: 'Change the signed-in member’s password; their other sessions end',
      async handler({ newPassword, currentPassword }, call) {
        if (call.auth.kind !== 'member')
          throw appError('FORBIDDEN', {}, 'Only a signed-in member can change their password');
        await signIn.changePassword(
          { siteId: call.siteId, memberId: call.auth.memberId },
          { newPassword, currentPassword },
        );
        return {};
      },
    }),
    defineRoute(authenticationCalls.signOn, {
      access: 'admin',
      permission: MEMBERS_PERMISSION,
      summary: 'Sign a member on for a trusted server: made if new, with a session token',
      handler: async ({ loginId, profile, verifyEmail }, call) =>
        signIn.signOn(call.siteId, { email: loginId.email, profile, verifyEmail }),
    }),
  ];
}

/** Proving the address with an emailed code, and what a client asks of the member and of an address. */
function verificationRoutes({ signIn, members, limiter }: Deps) {
  const limit = limited(limiter);
  return [
    defineRoute(verificationCalls.verifyDuringAuthentication, {
      access: 'site',
      summary: 'The emailed code that confirms the address, during sign-in or registration',
      async handler({ code, stateToken }, call) {
        await limit(call, 'verify');
        return signIn.verifyEmail(call.siteId, { stateToken, code });
      },
    }),
    defineRoute(verificationCalls.start, {
      access: 'site',
      summary: 'Send a new confirmation code to a member (themselves, or any member for an elevated caller)',
      async handler({ identityId }, call) {
        await limit(call, 'verify-start');
        const auth = call.auth;
        if (auth.kind === 'member' && (!identityId || identityId === auth.memberId))
          return signIn.startVerification(call.siteId, auth.memberId);
        if ((auth.kind === 'owner' || auth.kind === 'apiKey') && identityId)
          return signIn.startVerification(call.siteId, identityId);
        throw appError(
          'FORBIDDEN',
          {},
          'Only the member themselves, or an elevated caller naming identityId, can ask for a code',
        );
      },
    }),
    defineRoute(oauthCalls.userInfo, {
      access: 'member',
      summary: 'Who the signed-in member is (OpenID Connect UserInfo claims)',
      async handler(_, call) {
        if (call.auth.kind !== 'member')
          throw appError('FORBIDDEN', {}, 'Only a signed-in member has user info');
        return userInfo(await members.get(call.siteId, call.auth.memberId));
      },
    }),
    defineRoute(authenticationCalls.validateEmail, {
      access: 'site',
      summary: 'Whether an address is well-formed enough to register with (not whether it has an account)',
      async handler({ email }) {
        const valid = EMAIL_FORMAT.safeParse(email).success;
        return {
          valid,
          formatInvalid: !valid,
          failure: valid ? null : { reason: 'EMAIL_DOMAIN_FORMAT_INVALID' },
        };
      },
    }),
  ];
}

/** OpenID Connect UserInfo claims of a member. */
function userInfo(member: Awaited<ReturnType<Members['get']>>) {
  const profile = member.profile as IdentityProfile;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return {
    sub: member.id,
    email: member.email,
    email_verified: member.emailVerified,
    name: name || profile.nickname || null,
    given_name: profile.firstName ?? null,
    family_name: profile.lastName ?? null,
    nickname: profile.nickname ?? null,
    picture: profile.picture ?? null,
  };
}

export function authenticationRoutes(deps: Deps) {
  return [...signInRoutes(deps), ...verificationRoutes(deps)];
}
