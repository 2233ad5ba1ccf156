/**
 * Atrium's API for the signed-in member's own second factors: authenticator apps (TOTP), passkeys, phones
 * (when the server has a text provider) and recovery codes. Every call needs a member token.
 */
import { defineMethod } from '../core/define-method.js';
import { factorsEndpoints } from '@atrium/contract/endpoints';

export interface MemberFactor {
  factorId: string;
  type: 'TOTP' | 'WEBAUTHN' | 'SMS' | 'CALL' | 'RECOVERY_CODE';
  status: 'ACTIVE' | 'REQUIRE_ACTIVATION';
  _createdDate: Date;
}

export interface TotpEnrolment {
  factor: MemberFactor;
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  otpauthUrl: string;
  qrCodeSvg: string;
}

export interface PasskeyEnrolment {
  factor: MemberFactor;
  /** For `navigator.credentials.create` (PublicKeyCredentialCreationOptionsJSON). */
  options: Record<string, unknown>;
}

export interface ActivateFactorOptions {
  /** The first code of an authenticator app. */
  code?: string;
  /** A passkey's attestation as JSON (RegistrationResponseJSON). */
  credential?: Record<string, unknown>;
}

export const listFactors = /* @__PURE__ */ defineMethod<[], MemberFactor[]>(factorsEndpoints.listFactors, {
  returns: 'factors',
});

export const enrolTotp = /* @__PURE__ */ defineMethod<[], TotpEnrolment>(factorsEndpoints.enrolTotp);

export interface PhoneEnrolment {
  factor: MemberFactor;
  /** The number the code went to, all but its last two digits hidden. */
  sentTo: string;
}

/** Adds a phone for codes by text message; the code sent to it turns it on (`activateFactor`). */
export const enrolSms = /* @__PURE__ */ defineMethod<[phone: string], PhoneEnrolment>(
  factorsEndpoints.enrolSms,
  {
    args: ['phone'],
  },
);

/** Adds a phone that is called with the code; the code read out turns it on. */
export const enrolCall = /* @__PURE__ */ defineMethod<[phone: string], PhoneEnrolment>(
  factorsEndpoints.enrolCall,
  {
    args: ['phone'],
  },
);

export const enrolPasskey = /* @__PURE__ */ defineMethod<[], PasskeyEnrolment>(factorsEndpoints.enrolPasskey);

/** Turns a waiting factor on; the member's first factor answers recovery codes, shown once. */
export const activateFactor = /* @__PURE__ */ defineMethod<
  [factorId: string, options: ActivateFactorOptions],
  { factor: MemberFactor; recoveryCodes: string[] | null }
>(factorsEndpoints.activateFactor, {
  args: ['factorId', 'options'],
});

export const removeFactor = /* @__PURE__ */ defineMethod<[factorId: string], void>(
  factorsEndpoints.removeFactor,
  {
    args: ['factorId'],
    returns: null,
  },
);

export const regenerateRecoveryCodes = /* @__PURE__ */ defineMethod<[], string[]>(
  factorsEndpoints.regenerateRecoveryCodes,
  {
    returns: 'recoveryCodes',
  },
);
