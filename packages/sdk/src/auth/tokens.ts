import type { TokenRole } from '@atrium/contract';

export interface AccessToken {
  value: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  role: TokenRole;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

export function emptyTokens(): Tokens {
  return { accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } };
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function isAccessTokenUsable(token: AccessToken | undefined): boolean {
  return token !== undefined && token.value !== '' && token.expiresAt > nowInSeconds();
}

/** Whether a value read from storage has the shape of a token set (storage may hold anything). */
export function isTokens(value: unknown): value is Tokens {
  const tokens = value as Partial<Tokens> | null;
  return (
    typeof tokens === 'object' &&
    tokens !== null &&
    typeof tokens.accessToken?.value === 'string' &&
    typeof tokens.accessToken.expiresAt === 'number' &&
    typeof tokens.refreshToken?.value === 'string' &&
    ['none', 'visitor', 'member'].includes(tokens.refreshToken.role)
  );
}
