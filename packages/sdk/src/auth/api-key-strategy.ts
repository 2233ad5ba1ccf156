import type { AuthStrategy } from './auth-strategy.js';

export interface ApiKeyStrategyOptions {
  apiKey: string;
  siteId: string;
  accountId?: string;
}

export interface ApiKeyStrategy extends AuthStrategy {
  readonly elevated: true;
}

/** Server-side credentials acting for the site itself: they may call elevated methods. */
export function ApiKeyStrategy(options: ApiKeyStrategyOptions): ApiKeyStrategy {
  const headers: Record<string, string> = { Authorization: options.apiKey };
  if (options.siteId) headers['wix-site-id'] = options.siteId;
  if (options.accountId) headers['wix-account-id'] = options.accountId;
  return {
    elevated: true,
    getAuthHeaders: async () => ({ headers: { ...headers } }),
  };
}
