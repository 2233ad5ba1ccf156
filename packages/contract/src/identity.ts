import { z } from 'zod';
import { CaptchaMode } from './captcha.js';
import { MEMBER_PASSWORD_MAX_LENGTH, MEMBER_PASSWORD_MIN_LENGTH } from './rules.js';
import { Timestamp } from './scalars.js';

/** Member sign-in failures carry the numeric codes of specification 000 section 8, as strings. */
export const IDENTITY_ERRORS = {
  emailAlreadyExists: '-19995',
  missingCaptchaToken: '-19971',
  invalidCaptchaToken: '-19970',
  invalidPassword: '-19976',
  resetPassword: '-19973',
} as const;

export const MemberEmail = z.email().max(254);
export const MemberPassword = z.string().min(MEMBER_PASSWORD_MIN_LENGTH).max(MEMBER_PASSWORD_MAX_LENGTH);

export const LoginId = z.object({ email: MemberEmail });
/** One of the fields is set (the platform's client sets the first two in one object). */
export const CaptchaToken = z.object({
  Recaptcha: z.string().max(5000).nullish(),
  InvisibleRecaptcha: z.string().max(5000).nullish(),
  NoCaptcha: z.string().max(5000).nullish(),
  /** A client's own reCAPTCHA key; declared so that it is refused by name rather than dropped unseen. */
  recaptchaForClientSiteKey: z
    .object({ token: z.string().max(5000).nullish(), siteKeyId: z.uuid().nullish() })
    .nullish(),
});
export type CaptchaToken = z.infer<typeof CaptchaToken>;

const CustomValue: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    strValue: z.string().max(10_000).nullish(),
    numValue: z.number().nullish(),
    dateValue: Timestamp.nullish(),
    boolValue: z.boolean().nullish(),
    listValue: z.object({ value: z.array(CustomValue).max(100) }).nullish(),
    mapValue: z.object({ value: z.record(z.string().max(100), CustomValue) }).nullish(),
  }),
);

const Address = z.object({
  country: z.string().max(2).nullish(),
  subdivision: z.string().max(100).nullish(),
  city: z.string().max(200).nullish(),
  postalCode: z.string().max(40).nullish(),
  addressLine1: z.string().max(500).nullish(),
  addressLine2: z.string().max(500).nullish(),
});

const shortText = z.string().max(1000).nullish();

export const IdentityProfile = z.object({
  firstName: z.string().max(200).nullish(),
  lastName: z.string().max(200).nullish(),
  nickname: z.string().max(200).nullish(),
  picture: z.url().max(2048).nullish(),
  labels: z.array(z.string().max(200)).max(2000).optional(),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code such as "en" or "pt-BR"')
    .nullish(),
  privacyStatus: z.enum(['UNDEFINED', 'PUBLIC', 'PRIVATE']).nullish(),
  customFields: z
    .array(z.object({ name: z.string().min(1).max(100), value: CustomValue }))
    .max(100)
    .optional(),
  secondaryEmails: z
    .array(z.object({ email: MemberEmail, tag: z.enum(['UNTAGGED', 'MAIN', 'HOME', 'WORK']).nullish() }))
    .max(20)
    .optional(),
  phonesV2: z
    .array(
      z.object({
        countryCode: z.string().max(2).nullish(),
        phone: z.string().regex(/^[0-9+()\-. ]{3,30}$/, 'must be a phone number'),
        tag: z.enum(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX']).nullish(),
      }),
    )
    .max(20)
    .optional(),
  addresses: z
    .array(
      z.object({
        address: Address,
        tag: z.enum(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING']).nullish(),
      }),
    )
    .max(20)
    .optional(),
  company: shortText,
  position: shortText,
  birthdate: z.iso.date().nullish(),
  slug: z.string().max(255).nullish(),
  subscription: z.boolean().nullish(),
  vatId: shortText,
});
export type IdentityProfile = z.infer<typeof IdentityProfile>;

export const StatusName = z.enum(['UNKNOWN_STATUS', 'PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE']);
export const PendingReason = z.enum([
  'PENDING_ADMIN_APPROVAL_REQUIRED',
  'PENDING_EMAIL_VERIFICATION_REQUIRED',
]);
export const FactorType = z.enum([
  'PASSWORD',
  'SMS',
  'CALL',
  'EMAIL',
  'TOTP',
  'PUSH',
  'WEBAUTHN',
  'RECOVERY_CODE',
]);
export const FactorStatus = z.enum(['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL']);

export const Identity = z.object({
  id: z.uuid(),
  revision: z.string(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  identityProfile: IdentityProfile,
  email: z.object({ address: z.string(), isVerified: z.boolean() }),
  status: z.object({ name: StatusName, reasons: z.array(PendingReason) }),
  factors: z.array(z.object({ factorId: z.uuid(), type: FactorType, status: FactorStatus })),
});
export type Identity = z.infer<typeof Identity>;

export const StateType = z.enum([
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'REQUIRE_MFA',
  'STATUS_CHECK',
  'REQUIRE_MISSING_FIELDS',
]);
export type StateType = z.infer<typeof StateType>;

/** What a REQUIRE_MFA answer offers: the factors the member can prove, one of which was already sent (email). */
export const MfaChallengeData = z.object({
  factors: z.array(z.object({ factorId: z.string(), type: FactorType })),
  /** `navigator.credentials.get` options (PublicKeyCredentialRequestOptionsJSON) when a passkey can answer. */
  webauthn: z.record(z.string(), z.unknown()).optional(),
});

export const StateMachineResponse = z.object({
  state: StateType,
  mfaChallengeData: MfaChallengeData.nullish(),
  sessionToken: z.string().nullish(),
  stateToken: z.string().nullish(),
  identity: Identity.nullish(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});
export type StateMachineResponse = z.infer<typeof StateMachineResponse>;

const clientMetaData = z.record(z.string().max(100), z.unknown()).nullish();

export const RegisterRequest = z.object({
  loginId: LoginId,
  password: MemberPassword,
  profile: IdentityProfile.nullish(),
  captchaTokens: z.array(CaptchaToken).max(5).nullish(),
  clientMetaData,
});
export const LoginRequest = z.object({
  loginId: LoginId,
  password: z.string().min(1).max(256).nullish(),
  captchaTokens: z.array(CaptchaToken).max(5).nullish(),
  clientMetaData,
  stateToken: z.string().max(1000).nullish(),
});
export const ChangePasswordRequest = z.object({
  newPassword: MemberPassword,
  /** Atrium: the password being replaced; when given it must be right (the hosted account page sends it). */
  currentPassword: z.string().min(1).max(256).nullish(),
});
export const SignOnRequest = z.object({
  loginId: LoginId,
  profile: IdentityProfile.nullish(),
  verifyEmail: z.boolean().nullish(),
  mergeExistingContact: z.boolean().nullish(),
});
export const SignOnResponse = z.object({ sessionToken: z.string(), identity: Identity });
export const ValidateEmailRequest = z.object({ email: z.string().max(254) });
export const ValidateEmailResponse = z.object({
  valid: z.boolean(),
  formatInvalid: z.boolean(),
  failure: z.object({ reason: z.string() }).nullish(),
});

/** OpenID Connect's UserInfo claims (OIDC Core section 5.3) for the signed-in member. */
export const UserInfoResponse = z.object({
  sub: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  name: z.string().nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  nickname: z.string().nullish(),
  picture: z.string().nullish(),
});

export const VerifyDuringAuthenticationRequest = z.object({
  code: z.string().regex(/^\d{6}$/, 'must be the six digits of the code'),
  stateToken: z.string().min(1).max(1000),
});
export const StartVerificationRequest = z.object({
  identityId: z.uuid().nullish(),
  target: z.enum(['EMAIL']).nullish(),
});
export const StartVerificationResponse = z.object({ verificationId: z.string() });

const RecoveryRedirect = z.object({ url: z.string().max(1000), clientId: z.uuid().nullish() });
export const SendRecoveryEmailRequest = z.object({
  email: MemberEmail,
  language: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter language code')
    .nullish(),
  redirect: RecoveryRedirect.nullish(),
});
export const RecoverRequest = z.object({
  recoveryToken: z.string().min(1).max(200),
  password: MemberPassword,
});
export const SendActivationEmailRequest = z.object({
  identityId: z.uuid(),
  emailOptions: z
    .object({
      language: z
        .string()
        .regex(/^[a-z]{2}$/, 'must be a two-letter language code')
        .nullish(),
      redirect: RecoveryRedirect.nullish(),
    })
    .nullish(),
});

export const MemberSettings = z.object({
  registration: z.enum(['OPEN', 'APPROVAL']),
  requireEmailVerification: z.boolean(),
  requireMfa: z.boolean(),
  captcha: CaptchaMode,
});
export const MemberSettingsResponse = z.object({ settings: MemberSettings });
export const UpdateMemberSettingsRequest = z.object({ settings: MemberSettings.partial() });

export const ListMembersRequest = z.object({
  status: z.enum(['PENDING', 'ACTIVE', 'BLOCKED']).nullish(),
  search: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
  offset: z.number().int().min(0).max(100_000).nullish(),
});
export const ListMembersResponse = z.object({
  members: z.array(Identity),
  pagingMetadata: z.object({
    count: z.number().int(),
    offset: z.number().int(),
    total: z.number().int(),
    hasNext: z.boolean(),
  }),
});
export const MemberActionRequest = z.object({ memberId: z.uuid() });
export const MemberResponse = z.object({ member: Identity });

export const MailMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['STORED', 'QUEUED', 'SENT', 'FAILED']),
  createdDate: Timestamp,
});
export const ListMailRequest = z.object({
  to: z.string().max(254).nullish(),
  limit: z.number().int().min(1).max(200).nullish(),
});
export const ListMailResponse = z.object({ messages: z.array(MailMessage) });

const CodeData = z.object({ code: z.string().min(1).max(20) }).nullish();

/** A browser's WebAuthn answer as JSON (RegistrationResponseJSON or AuthenticationResponseJSON). */
export const WebAuthnCredential = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(
    z.string().max(64),
    z.union([z.string().max(16_384), z.number(), z.array(z.string().max(40)).max(10)]),
  ),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
  authenticatorAttachment: z.string().max(40).nullish(),
});
/** `POST /_api/iam/authentication/v2/{factorType}/verify`: the proof for the factor named in the path. */
export const VerifyFactorRequest = z.object({
  factorType: z.string().min(1).max(20),
  stateToken: z.string().min(1).max(1000),
  rememberThisDevice: z.boolean().nullish(),
  totpData: CodeData,
  emailData: CodeData,
  recoveryCodeData: CodeData,
  smsData: CodeData,
  callData: CodeData,
  pushData: z.record(z.string(), z.unknown()).nullish(),
  webauthnData: z.object({ credential: WebAuthnCredential }).nullish(),
});

export const MemberFactor = z.object({
  factorId: z.string(),
  type: FactorType,
  status: z.enum(['ACTIVE', 'REQUIRE_ACTIVATION']),
  createdDate: Timestamp,
});
export const ListFactorsResponse = z.object({ factors: z.array(MemberFactor) });
export const EnrolTotpResponse = z.object({
  factor: MemberFactor,
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeSvg: z.string(),
});
/** An authenticator is turned on with its first code, a passkey with the browser's attestation. */
export const ActivateFactorRequest = z.object({
  factorId: z.uuid(),
  code: z
    .string()
    .regex(/^\d{6}$/, 'must be six digits')
    .nullish(),
  credential: WebAuthnCredential.nullish(),
});
/** A phone number for codes by text message or call, in E.164 form. */
export const EnrolPhoneRequest = z.object({
  phone: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in international form, such as +14155550100'),
});
export const EnrolPhoneResponse = z.object({
  factor: MemberFactor,
  /** The number the code went to, all but its last two digits hidden. */
  sentTo: z.string(),
});
export const EnrolPasskeyResponse = z.object({
  factor: MemberFactor,
  /** `navigator.credentials.create` options (PublicKeyCredentialCreationOptionsJSON). */
  options: z.record(z.string(), z.unknown()),
});
export const ActivateFactorResponse = z.object({
  factor: MemberFactor,
  /** Shown once, when the first factor is turned on. */
  recoveryCodes: z.array(z.string()).nullable(),
});
export const RemoveFactorRequest = z.object({ factorId: z.uuid() });
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });

/** The platform client's sign-out link: ends the member's hosted session, then returns to the site. */
export const LogoutRequest = z.object({
  clientId: z.string().max(100).nullish(),
  postLogoutRedirectUri: z.string().max(2048).nullish(),
});
