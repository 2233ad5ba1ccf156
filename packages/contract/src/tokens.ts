import { z } from 'zod';

const clientId = z.string().min(1).max(100);

export const AnonymousGrant = z.object({ grantType: z.literal('anonymous'), clientId });
export const RefreshGrant = z.object({
  grantType: z.literal('refresh_token'),
  clientId,
  refreshToken: z.string().min(1).max(512),
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
