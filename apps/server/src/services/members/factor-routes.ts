import {
  ActivateFactorRequest,
  ActivateFactorResponse,
  EmptyResponse,
  EnrolPasskeyResponse,
  EnrolPhoneRequest,
  EnrolPhoneResponse,
  EnrolTotpResponse,
  ListFactorsResponse,
  RemoveFactorRequest,
  RecoveryCodesResponse,
  StateMachineResponse,
  VerifyFactorRequest,
} from '@atrium/contract';
import { z } from 'zod';
import type { RateLimiter } from '../../core/rate-limit/index.js';
import { AppError, forbidden, invalid } from '../../core/wire/errors.js';
import { defineRoute, type Call } from '../../core/wire/route.js';
import type { SitesService } from '../sites/index.js';
import type { FactorRow, Factors } from './factors.js';
import type { Passkeys } from './passkeys.js';
import type { PhoneFactors } from './phone-factors.js';
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
  passkeys: Passkeys;
  phones: PhoneFactors;
  sites: SitesService;
  limiter: RateLimiter;
}

const camel = (type: string) => type.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

export function factorRoutes({ members, factors, passkeys, phones, sites, limiter }: Deps) {
  const phoneRoute = (channel: 'SMS' | 'CALL') =>
    defineRoute({
      method: 'POST',
      path: `${ME}/factors/${channel.toLowerCase()}`,
      access: 'member',
      summary:
        channel === 'SMS'
          ? 'Start adding a phone for codes by text message: a code is sent to it'
          : 'Start adding a phone for codes read out in a call: the phone is called with a code',
      input: EnrolPhoneRequest,
      output: EnrolPhoneResponse,
      async handler({ phone }, call) {
        await limiter.consume([`member-phone:${call.siteId}:${memberOf(call)}`], {
          limit: 5,
          windowSeconds: 3600,
        });
        const member = await members.get(call.siteId, memberOf(call));
        const factor = await phones.enrol(member, channel, phone);
        return { factor: toWireFactor(factor), sentTo: phones.masked(factor) };
      },
    });
  return [
    phoneRoute('SMS'),
    phoneRoute('CALL'),
    defineRoute({
      method: 'POST',
      path: '/_api/iam/authentication/v2/{factorType}/verify',
      access: 'site',
      summary:
        'The second factor of a sign-in waiting in REQUIRE_MFA (totp, webauthn, email or recovery_code)',
      input: VerifyFactorRequest,
      output: StateMachineResponse,
      async handler(body, call) {
        await limiter.consume([`member-mfa:${call.siteId}:${call.request.ip}`], {
          limit: 100,
          windowSeconds: 900,
        });
        const type = body.factorType.toUpperCase();
        if (type === 'WEBAUTHN') {
          if (!body.webauthnData) throw invalid('webauthnData.credential', 'is required', 'REQUIRED_FIELD');
          return members.verifyFactor(call.siteId, body.stateToken, {
            type,
            credential: body.webauthnData.credential,
          });
        }
        const data = { TOTP: body.totpData, EMAIL: body.emailData, RECOVERY_CODE: body.recoveryCodeData }[
          type as 'TOTP'
        ];
        const code = data?.code ?? body.smsData?.code ?? body.callData?.code ?? '';
        if (!code && ['TOTP', 'EMAIL', 'RECOVERY_CODE', 'SMS', 'CALL'].includes(type))
          throw invalid(`${camel(type)}Data.code`, 'is required', 'REQUIRED_FIELD');
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
      summary:
        'Turn an authenticator on with its first code, or a passkey with its attestation; the first factor brings recovery codes',
      input: ActivateFactorRequest,
      output: ActivateFactorResponse,
      async handler({ factorId, code, credential }, call) {
        const memberId = memberOf(call);
        const factor = await factors.find(call.siteId, memberId, factorId);
        if (factor.status === 'ACTIVE')
          throw new AppError(409, 'FACTOR_ACTIVE', 'This factor is already active');
        let active: FactorRow;
        if (factor.type === 'WEBAUTHN') {
          if (!credential) throw invalid('credential', 'is required to turn on a passkey', 'REQUIRED_FIELD');
          active = await passkeys.finishEnrolment(factor, credential);
        } else {
          if (!code) throw invalid('code', 'is required to turn this factor on', 'REQUIRED_FIELD');
          active =
            factor.type === 'TOTP'
              ? await factors.activateTotp(factor, code)
              : await phones.activate(factor, code);
        }
        const recoveryCodes = await factors.recoveryCodesAfterActivation(call.siteId, memberId);
        return { factor: toWireFactor(active), recoveryCodes };
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${ME}/factors/webauthn`,
      access: 'member',
      summary: 'Start adding a passkey: the options for navigator.credentials.create',
      input: z.object({}),
      output: EnrolPasskeyResponse,
      async handler(_, call) {
        const member = await members.get(call.siteId, memberOf(call));
        const site = await sites.getSite(call.siteId);
        const started = await passkeys.startEnrolment(member, site?.name ?? 'Atrium');
        return { factor: toWireFactor(started.factor), options: { ...started.options } };
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
