import { createHash } from 'node:crypto';

/** A nonce is a decimal number; the bound keeps a token's hashing cheap and its size small. */
const NONCE = /^\d{1,16}$/;

function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether SHA-256(`${challenge}:${nonce}`) starts with at least `bits` zero bits. */
export function isProofOfWork(challenge: string, nonce: string, bits: number): boolean {
  if (!NONCE.test(nonce)) return false;
  return leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= bits;
}
