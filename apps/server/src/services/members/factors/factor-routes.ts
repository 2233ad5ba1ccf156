import { factorsCalls } from '@atrium/contract';
import type { RateLimiter } from '../../../core/rate-limit/index.js';
import { appError, invalid } from '../../../core/wire/errors.js';
import { defineRoute, type Call } from '../../../core/wire/route.js';
import type { Sites } from '../../sites/index.js';
import type { FactorRow, Factors } from './factors.js';
import type { Passkeys } from './passkeys.js';
import type { PhoneFactors } from './phone-factors.js';
import type { Members } from '../module.js';

const toWireFactor = (row: FactorRow) => ({
  factorId: row.id,
  type: row.type,
  status: row.status,
  createdDate: row.createdAt.toISOString(),
});

function memberOf(call: Call): string {
  if (call.auth.kind !== 'member')
    throw appError('FORBIDDEN', {}, 'Only a signed-in member manages their own factors');
  return call.auth.memberId;
}

interface Deps {
  members: Pick<Members, 'get'>;
  factors: Factors;
  passkeys: Passkeys;
  phones: PhoneFactors;
  sites: Sites;
  limiter: RateLimiter;
}

/** Adding a phone for codes by text message or by call. */
function phoneRoute({ members, phones, limiter }: Deps, channel: 'SMS' | 'CALL') {
  return defineRoute(channel === 'SMS' ? factorsCalls.enrolSms : factorsCalls.enrolCall, {
    access: 'member',
    summary:
      channel === 'SMS'
        ? 'Start adding a phone for codes by text message: a code is sent to it'
        : 'Start adding a phone for codes read out in a call: the phone is called with a code',
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
}

export function factorRoutes(deps: Deps) {
  const { members, factors, passkeys, phones, sites } = deps;
  return [
    phoneRoute(deps, 'SMS'),
    phoneRoute(deps, 'CALL'),
    defineRoute(factorsCalls.listFactors, {
      access: 'member',
      summary: 'The signed-in member’s second factors',
      handler: async (_, call) => ({
        factors: (await factors.list(call.siteId, memberOf(call))).map(toWireFactor),
      }),
    }),
    defineRoute(factorsCalls.enrolTotp, {
      access: 'member',
      summary: 'Start enrolling an authenticator app: its secret, otpauth URL and QR code',
      async handler(_, call) {
        const member = await members.get(call.siteId, memberOf(call));
        const site = await sites.getSite(call.siteId);
        const enrolled = await factors.enrolTotp(member, site?.name ?? 'Atrium');
        return { ...enrolled, factor: toWireFactor(enrolled.factor) };
      },
    }),
    defineRoute(factorsCalls.activateFactor, {
      access: 'member',
      summary:
        'Turn an authenticator on with its first code, or a passkey with its attestation; the first factor brings recovery codes',
      async handler({ factorId, code, credential }, call) {
        const memberId = memberOf(call);
        const factor = await factors.find(call.siteId, memberId, factorId);
        if (factor.status === 'ACTIVE') throw appError('FACTOR_ACTIVE');
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
    defineRoute(factorsCalls.enrolPasskey, {
      access: 'member',
      summary: 'Start adding a passkey: the options for navigator.credentials.create',
      async handler(_, call) {
        const member = await members.get(call.siteId, memberOf(call));
        const site = await sites.getSite(call.siteId);
        const started = await passkeys.startEnrolment(member, site?.name ?? 'Atrium');
        return { factor: toWireFactor(started.factor), options: { ...started.options } };
      },
    }),
    defineRoute(factorsCalls.removeFactor, {
      access: 'member',
      summary: 'Remove a factor (the recovery codes go with the last authenticator)',
      async handler({ factorId }, call) {
        await factors.remove(call.siteId, memberOf(call), factorId);
        return {};
      },
    }),
    defineRoute(factorsCalls.regenerateRecoveryCodes, {
      access: 'member',
      summary: 'New recovery codes, replacing the old ones; shown once',
      handler: async (_, call) => ({
        recoveryCodes: await factors.newRecoveryCodes(call.siteId, memberOf(call)),
      }),
    }),
  ];
}
