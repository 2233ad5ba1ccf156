import type { ApiKey, OAuthClient as WireClient, Permission, Site as WireSite } from '@atrium/contract';
import type { ApiKeyRow, OAuthClient, Site } from './service.js';

export const toWireSite = (row: Site): WireSite => ({
  id: row.id,
  name: row.name,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

export const toWireClient = (row: OAuthClient): WireClient => ({
  id: row.id,
  name: row.name,
  allowedOrigins: row.allowedOrigins,
  redirectUris: row.redirectUris,
  rotateRefreshTokens: row.rotateRefreshTokens,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

export const toWireApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  permissions: row.permissions as Permission[],
  createdDate: row.createdAt.toISOString(),
  lastUsedDate: row.lastUsedAt?.toISOString() ?? null,
  revokedDate: row.revokedAt?.toISOString() ?? null,
});
