import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed media URL grants: one asset of one file, until a time. */
export interface Grant {
  /** Site and file. */
  s: string;
  f: string;
  /** `original`: the file and its image renditions; `stream`: its derived assets (poster, HLS playlists, segments). */
  a: 'original' | 'stream';
  /** Expiry, in seconds since the epoch. */
  e: number;
  /** Served as an attachment rather than inline. */
  d?: 1;
  /** The file name a download is saved as. */
  n?: string;
  /** Where an expired link sends the browser instead of answering with an error. */
  r?: string;
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signGrant(key: Buffer, grant: Grant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The grant of a token whose signature is right (expiry is the caller's to judge); null otherwise. */
export function readGrant(key: Buffer, token: string): Grant | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Grant;
    return typeof grant.f === 'string' && typeof grant.e === 'number' ? grant : null;
  } catch {
    return null;
  }
}

/** A token as it is kept (an upload ticket's, an archive link's): its SHA-256, never the token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
