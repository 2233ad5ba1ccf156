/** How a browser answers Atrium's invisible captcha, and how a person's answer to the visible one travels. */

export interface ProofOfWorkOptions {
  /** Hashes per round; between rounds the page gets the main thread back. */
  batchSize?: number;
  signal?: AbortSignal;
}

function leadingZeroBits(digest: ArrayBuffer): number {
  let bits = 0;
  for (const byte of new Uint8Array(digest)) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

const encoder = new TextEncoder();
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hashes(challenge: string, from: number, count: number): Promise<ArrayBuffer[]> {
  const work: Promise<ArrayBuffer>[] = [];
  for (let nonce = from; nonce < from + count; nonce += 1)
    work.push(crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`)));
  return Promise.all(work);
}

/**
 * Finds a decimal nonce such that SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero bits, and
 * answers the token to send as `InvisibleRecaptcha`: `${challenge}:${nonce}`. Works in small rounds with Web
 * Crypto, so that a page stays responsive (about 2^difficulty hashes on average).
 */
export async function solveProofOfWork(
  challenge: string,
  difficulty: number,
  options: ProofOfWorkOptions = {},
): Promise<string> {
  const batch = options.batchSize ?? 256;
  for (let from = 0; ; from += batch) {
    options.signal?.throwIfAborted();
    const digests = await hashes(challenge, from, batch);
    const found = digests.findIndex((digest) => leadingZeroBits(digest) >= difficulty);
    if (found >= 0) return `${challenge}:${from + found}`;
    await yieldToPage();
  }
}

/** The token of a visible challenge, to send as `Recaptcha`: the challenge and what the person read. */
export function visibleCaptchaToken(challenge: string, answer: string): string {
  return `${challenge}:${answer.trim()}`;
}
