export { oauthModule, type OAuth } from './module.js';
export type { OAuthService } from './service.js';
export type { AccessTokens } from './access-tokens.js';
export type { Codes } from './codes.js';
export type { GrantHandler } from './routes.js';
export type { VisitorSignedIn } from './code-grant.js';
