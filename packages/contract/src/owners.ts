import { z } from 'zod';
import { Site } from './site-admin.js';
import { Timestamp } from './scalars.js';

const id = z.uuid();
export const OwnerEmail = z.email().max(254);
/** Long passphrases are welcome; the upper bound only caps the cost of hashing. */
export const OwnerPassword = z.string().min(10).max(256);
const OwnerName = z.string().trim().min(1).max(100);

/** A site owner: a platform account (the specifications' "site user"), separate from any site's members. */
export const Owner = z.object({ id, email: z.string(), name: z.string(), createdDate: Timestamp });
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
  password: z.string().min(1).max(256),
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
});
