import { z } from 'zod';

const clientId = z.string().min(1).max(100);

export const AnonymousGrant = z.object({ grantType: z.literal('anonymous'), clientId });
export const RefreshGrant = z.object({
  grantType: z.literal('refresh_token'),
  clientId,
  refreshToken: z.string().min(1).max(512),
});
/** RFC 7636 section 4.1: 43 to 128 unreserved characters. */
export const CodeVerifier = z
  .string()
  .regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'must be 43 to 128 unreserved characters (RFC 7636)');
export const AuthorizationCodeGrant = z.object({
  grantType: z.literal('authorization_code'),
  clientId,
  code: z.string().min(1).max(512),
  codeVerifier: CodeVerifier,
  redirectUri: z.string().max(2048).nullish(),
});
/** Which grant is asked for decides the rest of the body, so the body is first read loosely. */
export const TokenRequest = z.looseObject({
  grantType: z.string().max(50).nullish(),
  grant_type: z.string().max(50).nullish(),
});
export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const TokenRole = z.enum(['none', 'visitor', 'member']);
export type TokenRole = z.infer<typeof TokenRole>;

/** The public keys that verify access tokens (RFC 7517). */
export const JwksResponse = z.object({
  keys: z.array(z.record(z.string(), z.unknown())),
});

/**
 * `POST /oauth2/token` and `/oauth2/token-info` also take the platform client's HTTP envelope
 * (`{body, headers, method, ...}`), whose `body` carries the real request as JSON or as a form.
 */
export const HttpEnvelope = z.looseObject({
  body: z.union([z.string().max(16_384), z.record(z.string(), z.unknown())]).nullish(),
  headers: z.record(z.string(), z.string().max(16_384)).nullish(),
});

/** Token introspection (RFC 7662): `{token}`, or the envelope with the token in its body or bearer header. */
export const TokenInfoRequest = HttpEnvelope.extend({ token: z.string().max(8192).nullish() });
export const TokenInfoResponse = z.object({
  active: z.boolean(),
  sub: z.string().optional(),
  role: z.string().optional(),
  site_id: z.string().optional(),
  client_id: z.string().optional(),
  iss: z.string().optional(),
  iat: z.number().int().optional(),
  exp: z.number().int().optional(),
  token_type: z.literal('Bearer').optional(),
});
