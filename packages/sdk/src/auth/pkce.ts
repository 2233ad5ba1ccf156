import { bytesToBase64Url } from '../wire/base64url.js';

/** The unreserved characters of RFC 3986, the alphabet of a PKCE code verifier (RFC 7636 section 4.1). */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
// The largest multiple of the alphabet's size below 256: bytes above it are dropped so no character is favoured.
const UNBIASED_LIMIT = 256 - (256 % UNRESERVED.length);

export const MIN_VERIFIER_LENGTH = 43;
export const MAX_VERIFIER_LENGTH = 128;

export interface OAuthData {
  codeVerifier: string;
  codeChallenge: string;
  state: string;
  redirectUri: string;
  /** Where to send the visitor back after the code exchange. */
  originalUri: string;
}

export function randomUnreserved(length: number): string {
  let result = '';
  while (result.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < UNBIASED_LIMIT && result.length < length) result += UNRESERVED[byte % UNRESERVED.length];
    }
  }
  return result;
}

export function createCodeVerifier(length = MIN_VERIFIER_LENGTH): string {
  if (!Number.isInteger(length) || length < MIN_VERIFIER_LENGTH || length > MAX_VERIFIER_LENGTH) {
    throw new RangeError(
      `A code verifier is ${MIN_VERIFIER_LENGTH} to ${MAX_VERIFIER_LENGTH} characters long`,
    );
  }
  return randomUnreserved(length);
}

/** The S256 challenge: base64url of the SHA-256 of the verifier's ASCII bytes. */
export async function createCodeChallenge(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return bytesToBase64Url(new Uint8Array(digest));
}

export async function generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData> {
  const codeVerifier = createCodeVerifier();
  return {
    codeVerifier,
    codeChallenge: await createCodeChallenge(codeVerifier),
    state: randomUnreserved(32),
    redirectUri,
    originalUri: originalUri ?? (typeof window === 'undefined' ? '' : window.location.href),
  };
}
