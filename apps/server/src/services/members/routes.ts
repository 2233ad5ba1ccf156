import { authenticationCalls, type IdentityProfile, oauthCalls, verificationCalls } from '@atrium/contract';
import { z } from 'zod';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { appError, invalid } from '../../core/wire/errors.js';
import { defineRoute, type Call } from '../../core/wire/route.js';
import { MEMBERS_PERMISSION } from './grants.js';
import type { MembersService } from './service.js';

// Per network address: sign-in guessing across many accounts, and registration floods.
const PER_ADDRESS = { limit: 100, windowSeconds: 900 };
const EMAIL_FORMAT = z.email();

export function authenticationRoutes(members: MembersService, limiter: RateLimiter) {
  const limit = (call: Call, action: string) =>
    limiter.consume([`member-${action}:${call.siteId}:${call.request.ip}`], PER_ADDRESS);

  return [
    defineRoute(authenticationCalls.registerV2, {
      access: 'site',
      summary: 'Register a member with an email and a password (WIRE.md section 7)',
      async handler({ loginId, password, profile, captchaTokens }, call) {
        await limit(call, 'register');
        const captcha = { tokens: captchaTokens ?? [], ip: call.request.ip };
        return members.register(call.siteId, { email: loginId.email, password, profile, captcha });
      },
    }),
    defineRoute(authenticationCalls.loginV2, {
      access: 'site',
      summary: 'Sign a member in with an email and a password (WIRE.md section 7)',
      async handler({ loginId, password, captchaTokens }, call) {
        await limit(call, 'login');
        if (!password) throw invalid('password', 'is required', 'REQUIRED_FIELD');
        const captcha = { tokens: captchaTokens ?? [], ip: call.request.ip };
        return members.login(call.siteId, { email: loginId.email, password, captcha });
      },
    }),
    defineRoute(authenticationCalls.changePassword, {
      access: 'member',
      summary: 'Change the signed-in member’s password; their other sessions end',
      async handler({ newPassword, currentPassword }, call) {
        if (call.auth.kind !== 'member')
          throw appError('FORBIDDEN', {}, 'Only a signed-in member can change their password');
        await members.changePassword(call.siteId, call.auth.memberId, newPassword, currentPassword);
        return {};
      },
    }),
    defineRoute(authenticationCalls.signOn, {
      access: 'admin',
      permission: MEMBERS_PERMISSION,
      summary: 'Sign a member on for a trusted server: made if new, with a session token',
      handler: async ({ loginId, profile, verifyEmail }, call) =>
        members.signOn(call.siteId, { email: loginId.email, profile, verifyEmail }),
    }),
    defineRoute(verificationCalls.verifyDuringAuthentication, {
      access: 'site',
      summary: 'The emailed code that confirms the address, during sign-in or registration',
      async handler({ code, stateToken }, call) {
        await limit(call, 'verify');
        return members.verifyEmail(call.siteId, stateToken, code);
      },
    }),
    defineRoute(verificationCalls.start, {
      access: 'site',
      summary: 'Send a new confirmation code to a member (themselves, or any member for an elevated caller)',
      async handler({ identityId }, call) {
        await limit(call, 'verify-start');
        const auth = call.auth;
        if (auth.kind === 'member' && (!identityId || identityId === auth.memberId))
          return members.startVerification(call.siteId, auth.memberId);
        if ((auth.kind === 'owner' || auth.kind === 'apiKey') && identityId)
          return members.startVerification(call.siteId, identityId);
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
        const member = await members.get(call.siteId, call.auth.memberId);
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
