import type { OAuthStrategy, Tokens } from '@atrium/sdk';
import { useIsMutating } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { atriumKeys } from './query-keys.js';

export type AuthRole = Tokens['refreshToken']['role'];

export interface AuthState {
  tokens: Tokens;
  role: AuthRole;
  loggedIn: boolean;
  /** A token grant (renewal or new visitor session) is in flight. */
  renewing: boolean;
}

/** The part of an OAuthStrategy these hooks read. */
export type AuthSource = Pick<OAuthStrategy, 'getTokens' | 'isRenewing' | 'subscribe'>;

// The server's HTML never shows a grant in flight, so hydration starts from the same value.
const notRenewing = () => false;

/**
 * The strategy's tokens and role, re-rendering whenever they change. On the server, and while hydrating,
 * it shows the tokens the strategy holds then (tokens given to it, or read from its store at first use).
 */
export function useAuthState(strategy: AuthSource): AuthState {
  const subscribe = useCallback((listener: () => void) => strategy.subscribe(listener), [strategy]);
  const getTokens = () => strategy.getTokens();
  const tokens = useSyncExternalStore(subscribe, getTokens, getTokens);
  const renewing = useSyncExternalStore(subscribe, () => strategy.isRenewing(), notRenewing);
  return useMemo(() => {
    const role = tokens.refreshToken.role;
    return { tokens, role, loggedIn: role === 'member', renewing };
  }, [tokens, renewing]);
}

/**
 * Whether a sign-in, registration, verification or sign-out is under way: any pending mutation whose key
 * starts with `atriumKeys.auth.all`. Token renewals are not counted; `useAuthState().renewing` shows them.
 */
export function useSignInProgress(): boolean {
  return useIsMutating({ mutationKey: atriumKeys.auth.all }) > 0;
}
