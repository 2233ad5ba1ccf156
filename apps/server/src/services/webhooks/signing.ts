import { createHmac } from 'node:crypto';

/**
 * `x-atrium-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The timestamp is signed too,
 * so a receiver can refuse old deliveries and a captured one cannot be replayed later.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
