import { z } from 'zod';
import { PERMISSION_SENTENCES } from './rules.js';
import { FieldMask, Timestamp } from './scalars.js';

const id = z.uuid();
const name = z.string().trim().min(1).max(100);

/** What an API key may be granted (`*` is every permission), from the one table of permissions. */
type PermissionName = keyof typeof PERMISSION_SENTENCES;
export const PERMISSIONS = Object.keys(PERMISSION_SENTENCES) as [PermissionName, ...PermissionName[]];
export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

export const Site = z.object({ id, name, createdDate: Timestamp, updatedDate: Timestamp });
export type Site = z.infer<typeof Site>;
export const SiteResponse = z.object({ site: Site });
export const GetSiteRequest = z.object({});
export const UpdateSiteRequest = z.object({ site: z.object({ name }), fieldMask: FieldMask.nullish() });

/**
 * An origin as browsers send it: scheme, host and port, nothing else. Exact matching is the point, so a
 * trailing slash or a path is refused rather than cleaned up.
 */
export const Origin = z
  .string()
  .max(300)
  .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'must be an origin such as "https://shop.example.com"');

/** Redirect URIs are compared exactly (RFC 9700 section 4.1.3): no fragments, no wildcards. */
export const RedirectUri = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .refine((value) => !value.includes('#'), 'must not have a fragment')
  .refine((value) => !value.includes('*'), 'must not contain wildcards');

export const OAuthClient = z.object({
  id,
  name,
  allowedOrigins: z.array(Origin).max(50),
  redirectUris: z.array(RedirectUri).max(50),
  rotateRefreshTokens: z.boolean(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type OAuthClient = z.infer<typeof OAuthClient>;
const ClientFields = OAuthClient.pick({
  name: true,
  allowedOrigins: true,
  redirectUris: true,
  rotateRefreshTokens: true,
});
export const CreateOAuthClientRequest = z.object({
  client: ClientFields.partial({ allowedOrigins: true, redirectUris: true, rotateRefreshTokens: true }),
});
export const OAuthClientResponse = z.object({ client: OAuthClient });
export const GetOAuthClientRequest = z.object({ clientId: id });
export const DeleteOAuthClientRequest = z.object({ clientId: id });
export const UpdateOAuthClientRequest = z.object({
  client: ClientFields.partial().extend({ id }),
  fieldMask: FieldMask.nullish(),
});
export const ListOAuthClientsRequest = z.object({});
export const ListOAuthClientsResponse = z.object({ clients: z.array(OAuthClient) });

export const ApiKey = z.object({
  id,
  name,
  permissions: z.array(Permission).min(1).max(PERMISSIONS.length),
  createdDate: Timestamp,
  lastUsedDate: Timestamp.nullable(),
  revokedDate: Timestamp.nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;
export const CreateApiKeyRequest = z.object({
  apiKey: ApiKey.pick({ name: true, permissions: true }).partial({ permissions: true }),
});
export const CreateApiKeyResponse = z.object({
  apiKey: ApiKey,
  /** The whole key, shown this once: only its hash is kept. */
  key: z.string(),
});
export const ListApiKeysRequest = z.object({ includeRevoked: z.boolean().nullish() });
export const ListApiKeysResponse = z.object({ apiKeys: z.array(ApiKey) });
export const RevokeApiKeyRequest = z.object({ apiKeyId: id });
export const ApiKeyResponse = z.object({ apiKey: ApiKey });
