import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/index.js';
import type { OAuthClient, Sites } from '../sites/index.js';
import type { AccessTokens } from './access-tokens.js';
import type { refreshTokens } from './tables.js';

export type RefreshRow = typeof refreshTokens.$inferSelect;
export type Subject = Pick<RefreshRow, 'subjectType' | 'subjectId'>;
export type RefreshInsert = typeof refreshTokens.$inferInsert & {
  id: string;
  expiresAt: Date;
  createdAt: Date;
};

/** Who holds a token: the client it was issued to and its subject (a visitor or a member). */
export interface Holder {
  client: OAuthClient;
  subject: Subject;
}

export interface OAuthOptions {
  db: Db;
  sites: Sites;
  accessTokens: AccessTokens;
  clock: Clock;
  visitorRefreshTtlDays: number;
  memberRefreshTtlDays: number;
}

/** What the token service's functions share: its options, and one batcher of new refresh tokens. */
export interface OAuthContext extends OAuthOptions {
  insertRefreshToken: (row: RefreshInsert) => Promise<void>;
}
