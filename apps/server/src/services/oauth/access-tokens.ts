import { randomUUID, sign, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../../core/clock.js';
import { appError } from '../../core/wire/errors.js';
import { TOKEN_ALG, type KeyStore } from './keys.js';

export type TokenSubject = 'visitor' | 'member' | 'owner';

export interface AccessTokenClaims {
  siteId: string;
  /** The OAuth client for visitors and members; absent for owners. */
  clientId?: string;
  role: TokenSubject;
  subject: string;
}

interface Options {
  keys: KeyStore;
  issuer: string;
  ttlSeconds: number;
  clock: Clock;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact JWS (RFC 7515) signed with Ed25519 through node:crypto directly. jose's SignJWT goes through
 * WebCrypto's asynchronous path, which measured at twice the cost on the hottest route (the token grant);
 * verification, where the checks matter, stays with jose.
 */
function signCompact(header: object, payload: object, privateKey: KeyObject): string {
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${sign(null, Buffer.from(input), privateKey).toString('base64url')}`;
}

/** Short-lived signed JWTs: verified without a database read, so they expire rather than being revoked. */
export function createAccessTokens({ keys, issuer, ttlSeconds, clock }: Options) {
  async function issue(
    claims: AccessTokenClaims,
    lifetimeSeconds = ttlSeconds,
  ): Promise<{ token: string; expiresIn: number }> {
    const key = await keys.signingKey();
    const now = Math.floor(clock() / 1000);
    const header = { alg: TOKEN_ALG, kid: key.kid, typ: 'at+jwt' };
    const payload = {
      sid: claims.siteId,
      role: claims.role,
      ...(claims.clientId ? { cid: claims.clientId } : {}),
      iss: issuer,
      sub: claims.subject,
      iat: now,
      // A unique id, so two tokens issued in the same second for the same subject still differ.
      jti: randomUUID(),
      exp: now + lifetimeSeconds,
    };
    const token = signCompact(header, payload, key.privateKey);
    return { token, expiresIn: lifetimeSeconds };
  }

  async function verify(token: string): Promise<AccessTokenClaims> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(
        token,
        async (header) => {
          const key = header.kid ? await keys.publicKey(header.kid) : undefined;
          if (!key) throw new errors.JWKSNoMatchingKey();
          return key;
        },
        { issuer, algorithms: [TOKEN_ALG], currentDate: new Date(clock()), typ: 'at+jwt' },
      ));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw appError('TOKEN_EXPIRED');
      throw appError('INVALID_TOKEN');
    }
    const { sid, role, cid, sub } = payload as JWTPayload & { sid?: unknown; role?: unknown; cid?: unknown };
    if (
      typeof sid !== 'string' ||
      typeof sub !== 'string' ||
      (role !== 'visitor' && role !== 'member' && role !== 'owner')
    ) {
      throw appError('INVALID_TOKEN');
    }
    return { siteId: sid, role, subject: sub, ...(typeof cid === 'string' ? { clientId: cid } : {}) };
  }

  return { issue, verify };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
