import {
  ActivateFactorRequest,
  ActivateFactorResponse,
  EmptyResponse,
  EnrolTotpResponse,
  ListFactorsResponse,
  RemoveFactorRequest,
  RecoveryCodesResponse,
  StateMachineResponse,
  VerifyFactorRequest,
} from '@atrium/contract';
import { z } from 'zod';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { forbidden, invalid } from '../../core/wire/errors.js';
import { defineRoute, type Call } from '../../core/wire/route.js';
import type { SitesService } from '../sites/index.js';
import type { FactorRow, Factors } from './factors.js';
import type { MembersService } from './service.js';

const ME = '/atrium/v1/members/me';

const toWireFactor = (row: FactorRow) => ({
  factorId: row.id,
  type: row.type,
  status: row.status,
  createdDate: row.createdAt.toISOString(),
});

function memberOf(call: Call): string {
  if (call.auth.kind !== 'member') throw forbidden('Only a signed-in member manages their own factors');
  return call.auth.memberId;
}

interface Deps {
  members: MembersService;
  factors: Factors;
  sites: SitesService;
  limiter: RateLimiter;
}

export function factorRoutes({ members, factors, sites, limiter }: Deps) {
  return [
    defineRoute({
      method: 'POST',
      path: '/_api/iam/authentication/v2/{factorType}/verify',
      access: 'site',
      summary: 'The second factor of a sign-in waiting in REQUIRE_MFA (totp, email or recovery_code)',
      input: VerifyFactorRequest,
      output: StateMachineResponse,
      async handler(body, call) {
        await limiter.consume([`member-mfa:${call.siteId}:${call.request.ip}`], {
          limit: 100,
          windowSeconds: 900,
        });
        const data = { TOTP: body.totpData, EMAIL: body.emailData, RECOVERY_CODE: body.recoveryCodeData }[
          body.factorType.toUpperCase() as 'TOTP'
        ];
        const code = data?.code ?? body.smsData?.code ?? body.callData?.code ?? '';
        const type = body.factorType.toUpperCase();
        if (!code && ['TOTP', 'EMAIL', 'RECOVERY_CODE'].includes(type))
          throw invalid(
            `${body.factorType.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}Data.code`,
            'is required',
            'REQUIRED_FIELD',
          );
        return members.verifyFactor(call.siteId, body.stateToken, { type, code });
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${ME}/factors`,
      access: 'member',
      summary: 'The signed-in member’s second factors',
      input: z.object({}),
      output: ListFactorsResponse,
      handler: async (_, call) => ({
        factors: (await factors.list(call.siteId, memberOf(call))).map(toWireFactor),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: `${ME}/factors/totp`,
      access: 'member',
      summary: 'Start enrolling an authenticator app: its secret, otpauth URL and QR code',
      input: z.object({}),
      output: EnrolTotpResponse,
      async handler(_, call) {
        const member = await members.get(call.siteId, memberOf(call));
        const site = await sites.getSite(call.siteId);
        const enrolled = await factors.enrolTotp(member, site?.name ?? 'Atrium');
        return { ...enrolled, factor: toWireFactor(enrolled.factor) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${ME}/factors/{factorId}/activate`,
      access: 'member',
      summary: 'Turn an authenticator on with its first code; the first factor brings recovery codes',
      input: ActivateFactorRequest,
      output: ActivateFactorResponse,
      async handler({ factorId, code }, call) {
        const activated = await factors.activate(call.siteId, memberOf(call), factorId, code);
        return { factor: toWireFactor(activated.factor), recoveryCodes: activated.recoveryCodes };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${ME}/factors/{factorId}`,
      access: 'member',
      summary: 'Remove a factor (the recovery codes go with the last authenticator)',
      input: RemoveFactorRequest,
      output: EmptyResponse,
      async handler({ factorId }, call) {
        await factors.remove(call.siteId, memberOf(call), factorId);
        return {};
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${ME}/recovery-codes`,
      access: 'member',
      summary: 'New recovery codes, replacing the old ones; shown once',
      input: z.object({}),
      output: RecoveryCodesResponse,
      handler: async (_, call) => ({
        recoveryCodes: await factors.newRecoveryCodes(call.siteId, memberOf(call)),
      }),
    }),
  ];
}
