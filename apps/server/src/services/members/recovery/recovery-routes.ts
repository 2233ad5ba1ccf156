import { hostedCalls, recoveryCalls } from '@atrium/contract';
import type { RateLimiter } from '../../../core/rate-limit/index.js';
import { invalid } from '../../../core/wire/errors.js';
import { defineRoute, type Call } from '../../../core/wire/route.js';
import type { Sites } from '../../sites/index.js';
import { MEMBERS_PERMISSION } from '../permission.js';
import type { Recovery } from './recovery.js';
import type { PasswordReset } from './reset.js';
import type { Members } from '../module.js';

const PER_ADDRESS = { limit: 20, windowSeconds: 3600 };
const PER_ACCOUNT = { limit: 5, windowSeconds: 3600 };

interface Deps {
  members: Pick<Members, 'get'>;
  recovery: Recovery & { reset: PasswordReset };
  sites: Sites;
  limiter: RateLimiter;
}

export function recoveryRoutes({ members, recovery, sites, limiter }: Deps) {
  /**
   * A return URL is honoured on the same terms as a sign-out's: one of the client's redirect URIs exactly, or a
   * page of one of its allowed origins (the platform's client sends its site's own reset page).
   */
  async function checkedRedirect(
    call: Call,
    redirect: { url: string; clientId?: string | null } | null | undefined,
    field: string,
  ) {
    if (!redirect) return null;
    const callerClient =
      call.auth.kind === 'visitor' || call.auth.kind === 'member' ? call.auth.clientId : undefined;
    const clientId = redirect.clientId ?? callerClient;
    const client = clientId ? await sites.getSiteClient(call.siteId, clientId) : undefined;
    if (!client || !sites.isReturnAllowed(client, redirect.url))
      throw invalid(`${field}.url`, "must be one of the client's redirect URIs or on an allowed origin");
    return redirect.url;
  }

  return [
    defineRoute(recoveryCalls.sendRecoveryEmail, {
      access: 'site',
      summary:
        'Email a password-reset link, if the address has an account; the answer is the same either way',
      async handler({ email, language, redirect }, call) {
        await limiter.consume([`recovery-ip:${call.request.ip}`], PER_ADDRESS);
        await limiter.consume([`recovery:${call.siteId}:${email.toLowerCase()}`], PER_ACCOUNT);
        const redirectUrl = await checkedRedirect(call, redirect, 'redirect');
        await recovery.request({ siteId: call.siteId, email, language, redirectUrl });
        return {};
      },
    }),
    defineRoute(recoveryCalls.recover, {
      access: 'none',
      summary: 'Set a new password with the token of a recovery link',
      async handler({ recoveryToken, password }, call) {
        await limiter.consume([`recover-ip:${call.request.ip}`], PER_ADDRESS);
        return recovery.reset({ token: recoveryToken, password });
      },
    }),
    defineRoute(hostedCalls.lookUpRecoveryLink, {
      access: 'none',
      summary: 'The site a password-reset link is for, so that the reset page names it and leads back to it',
      async handler({ recoveryToken }, call) {
        await limiter.consume([`recover-ip:${call.request.ip}`], PER_ADDRESS);
        const siteId = await recovery.siteOfLink(recoveryToken);
        const [site, origins] = await Promise.all([sites.getSite(siteId), sites.siteOrigins(siteId)]);
        return { siteName: site?.name ?? '', siteUrl: origins[0] ?? null };
      },
    }),
    defineRoute(recoveryCalls.sendActivationEmail, {
      access: 'admin',
      permission: MEMBERS_PERMISSION,
      summary: 'Email a member a link to set their password (members made by sign-on have none)',
      async handler({ identityId, emailOptions }, call) {
        const member = await members.get(call.siteId, identityId);
        const redirectUrl = await checkedRedirect(call, emailOptions?.redirect, 'emailOptions.redirect');
        await recovery.request({
          siteId: call.siteId,
          email: member.email,
          language: emailOptions?.language,
          redirectUrl,
        });
        return {};
      },
    }),
  ];
}
