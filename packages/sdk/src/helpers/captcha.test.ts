import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveProofOfWork, visibleCaptchaToken } from './captcha.js';

const zeroBits = (text: string) => {
  const digest = createHash('sha256').update(text).digest();
  const bits = [...digest].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return bits.indexOf('1') === -1 ? 256 : bits.indexOf('1');
};

describe('the captcha helpers', () => {
  it('finds the first nonce whose hash has enough leading zero bits', async () => {
    const token = await solveProofOfWork('abc.def', 10, { batchSize: 64 });
    const nonce = Number(token.slice('abc.def:'.length));
    expect(token.startsWith('abc.def:')).toBe(true);
    expect(zeroBits(token)).toBeGreaterThanOrEqual(10);
    for (let smaller = 0; smaller < nonce; smaller += 1)
      expect(zeroBits(`abc.def:${smaller}`)).toBeLessThan(10);
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveProofOfWork('abc.def', 30, { signal: controller.signal })).rejects.toThrow();
  });

  it('joins a visible challenge and what the person typed', () => {
    expect(visibleCaptchaToken('abc.def', ' HJK79 ')).toBe('abc.def:HJK79');
  });
});
