import type { apiKeys, oauthClients, sites } from './tables.js';

export type Site = typeof sites.$inferSelect;
export type OAuthClient = typeof oauthClients.$inferSelect;
export type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, 'secretHash'>;

export interface ClientInput {
  name: string;
  allowedOrigins: string[];
  redirectUris: string[];
  rotateRefreshTokens: boolean;
}

export interface CreateSiteOptions {
  name: string;
  origins?: readonly string[];
  redirectUris?: readonly string[];
  rotateRefreshTokens?: boolean;
}

export interface CreatedApiKey {
  id: string;
  siteId: string;
  /** The whole key, shown once: only its hash is kept. */
  key: string;
  row: ApiKeyRow;
}

export interface VerifiedApiKey {
  id: string;
  siteId: string;
  name: string;
  permissions: string[];
}
