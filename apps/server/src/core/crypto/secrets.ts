import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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

/** AES-256-GCM, for secrets that must be read back (TOTP seeds): `iv.ciphertext.tag`, base64url. */
export function encrypt(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export function decrypt(key: Buffer, sealed: string): string {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
