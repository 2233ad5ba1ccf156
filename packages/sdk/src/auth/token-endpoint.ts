import type { TokenResponse } from '@atrium/contract';
import { oauthEndpoints } from '@atrium/contract/endpoints';
import { TokenError } from '../errors/errors.js';
import { REQUEST_ID_HEADER } from '../errors/from-response.js';
import { resolveUrl } from '../wire/url.js';
import type { AuthEnvironment } from './auth-strategy.js';
import { nowInSeconds } from './tokens.js';
import type { AccessToken, RefreshToken, Tokens } from './tokens.js';

/** One grant at the token endpoint, with the plain JSON body of WIRE.md section 6. */
export async function requestTokens(
  environment: AuthEnvironment,
  body: Record<string, unknown>,
): Promise<TokenResponse> {
  let response: Response;
  try {
    const { method, path } = oauthEndpoints.token;
    response = await environment.fetch(resolveUrl(environment.host, path), {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new TokenError({
      statusText: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const failure = (statusText: string, cause?: unknown) =>
    new TokenError({ status: response.status, statusText, requestId, cause });
  if (response.status !== 200) throw failure(response.statusText || `HTTP ${response.status}`);
  let answer: Partial<TokenResponse>;
  try {
    answer = (await response.json()) as Partial<TokenResponse>;
  } catch (error) {
    throw failure('unreadable answer', error);
  }
  if (typeof answer?.access_token !== 'string' || typeof answer.expires_in !== 'number') {
    throw failure('answer without access_token');
  }
  return answer as TokenResponse;
}

export interface TokenGrants {
  /** A new access token for a refresh token; the refresh token itself is kept (WIRE.md section 6). */
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  anonymousTokens(): Promise<Tokens>;
  /** Renewed tokens when the refresh token still works, else a new anonymous (visitor) pair. */
  obtainTokens(current: Partial<Tokens>): Promise<Tokens>;
}

/** The grants of one OAuth client; the environment is read at each call, as the client may bind it later. */
export function createTokenGrants(clientId: string, environment: () => AuthEnvironment): TokenGrants {
  const renewToken = async (refreshToken: RefreshToken): Promise<Tokens> => {
    const answer = await requestTokens(environment(), {
      clientId,
      refreshToken: refreshToken.value,
      grantType: 'refresh_token',
    });
    return { accessToken: accessTokenOf(answer), refreshToken };
  };
  const anonymousTokens = async (): Promise<Tokens> => {
    const answer = await requestTokens(environment(), { clientId, grantType: 'anonymous' });
    return {
      accessToken: accessTokenOf(answer),
      refreshToken: { value: answer.refresh_token, role: 'visitor' },
    };
  };
  const obtainTokens = async (current: Partial<Tokens>): Promise<Tokens> => {
    if (current.refreshToken?.value) {
      try {
        return await renewToken(current.refreshToken);
      } catch {
        // An expired or rejected refresh token ends in a new visitor session (WIRE.md section 6).
      }
    }
    return anonymousTokens();
  };
  return { renewToken, anonymousTokens, obtainTokens };
}

function accessTokenOf(answer: TokenResponse): AccessToken {
  return { value: answer.access_token, expiresAt: nowInSeconds() + answer.expires_in };
}
