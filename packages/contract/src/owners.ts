import { z } from 'zod';
import { Site } from './site-admin.js';
import { OWNER_PASSWORD_MAX_LENGTH, OWNER_PASSWORD_MIN_LENGTH } from './rules.js';
import { Timestamp } from './scalars.js';

const id = z.uuid();
export const OwnerEmail = z.email().max(254);
/** Long passphrases are welcome; the upper bound only caps the cost of hashing. */
export const OwnerPassword = z.string().min(OWNER_PASSWORD_MIN_LENGTH).max(OWNER_PASSWORD_MAX_LENGTH);
/** A password typed to prove who one is: any length the hash accepts, so that old passwords still work. */
const GivenPassword = z.string().min(1).max(OWNER_PASSWORD_MAX_LENGTH);
/** A 6-digit authenticator code or a recovery code (`ABCDE-FGHJK`). */
const SecondFactorCode = z.string().trim().min(6).max(20);
const OwnerName = z.string().trim().min(1).max(100);

/** A site owner: a platform account (the specifications' "site user"), separate from any site's members. */
export const Owner = z.object({
  id,
  email: z.string(),
  name: z.string(),
  createdDate: Timestamp,
  /** True once an authenticator app is confirmed: signing in then asks for its code. */
  twoFactorEnabled: z.boolean(),
});
export type Owner = z.infer<typeof Owner>;
export const OwnerSite = Site.pick({ id: true, name: true });
export type OwnerSite = z.infer<typeof OwnerSite>;

export const SetupOwnerRequest = z.object({
  token: z.string().min(1).max(200),
  email: OwnerEmail,
  name: OwnerName,
  password: OwnerPassword,
});
export const SignInOwnerRequest = z.object({
  email: z.string().min(1).max(254),
  password: GivenPassword,
  /** The authenticator's code or a recovery code, for an owner with two-factor sign-in. */
  code: SecondFactorCode.nullish(),
});
export const OwnerResponse = z.object({ owner: Owner });
/** A call that takes no fields, or answers none (`200 {}`). */
export const EmptyRequest = z.object({});
export const EmptyResponse = z.object({});
export const OwnerSessionResponse = z.object({
  owner: Owner,
  sites: z.array(OwnerSite),
  /** Sent back in `x-atrium-csrf` on every change made with the session cookie. */
  csrfToken: z.string(),
});
export const CreateOwnedSiteRequest = z.object({ site: z.object({ name: OwnerName }) });
export const OwnedSiteResponse = z.object({ site: Site });
export const IssueSiteTokenRequest = z.object({ siteId: id });
export const IssueSiteTokenResponse = z.object({ accessToken: z.string(), expiresIn: z.number().int() });

export const SiteInvite = z.object({
  id,
  email: z.string(),
  createdDate: Timestamp,
  expiresDate: Timestamp,
});
export type SiteInvite = z.infer<typeof SiteInvite>;
export const CreateSiteInviteRequest = z.object({ invite: z.object({ email: OwnerEmail }) });
export const CreateSiteInviteResponse = z.object({
  invite: SiteInvite,
  /** The link to send to the invited person; shown once. */
  inviteUrl: z.string(),
});
export const RevokeSiteInviteRequest = z.object({ inviteId: id });
export const ListSiteOwnersRequest = z.object({});
export const ListSiteOwnersResponse = z.object({ owners: z.array(Owner), invites: z.array(SiteInvite) });

export const LookUpInviteRequest = z.object({ token: z.string().min(1).max(200) });
export const LookUpInviteResponse = z.object({
  email: z.string(),
  siteName: z.string(),
  /** When true, accepting asks for the existing account's password rather than a new one. */
  accountExists: z.boolean(),
});
export const AcceptInviteRequest = z.object({
  token: z.string().min(1).max(200),
  name: OwnerName.nullish(),
  password: z.string().min(1).max(256),
  /** An existing account with two-factor sign-in proves it here too, as at sign-in. */
  code: SecondFactorCode.nullish(),
});

export const LookUpSetupLinkRequest = z.object({ token: z.string().min(1).max(200) });

export const RequestOwnerPasswordResetRequest = z.object({ email: OwnerEmail });
export const ResetOwnerPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  password: OwnerPassword,
});
export const UpdateOwnerAccountRequest = z.object({ owner: z.object({ name: OwnerName }) });
export const ChangeOwnerPasswordRequest = z.object({
  currentPassword: GivenPassword,
  newPassword: OwnerPassword,
});
export const ConfirmPasswordRequest = z.object({ password: GivenPassword });
export const StartOwnerTotpResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG document. */
  qrCodeSvg: z.string(),
});
export const ConfirmOwnerTotpRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const OwnerRecoveryCodesResponse = z.object({
  /** Each signs in once in place of the authenticator; shown only now. */
  recoveryCodes: z.array(z.string()),
});
