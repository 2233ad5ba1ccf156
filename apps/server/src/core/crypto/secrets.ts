import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret of `bytes` bytes, base64url-encoded. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 is enough for high-entropy random secrets (tokens, API keys); passwords use argon2id. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}
