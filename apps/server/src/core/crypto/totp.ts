import { createHmac, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, six digits, thirty seconds.
const PERIOD = 30;
const RECOVERY_CODES = 10;
// Unambiguous letters and digits: recovery codes are read off paper and typed back.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const totpFor = (secret: string, label: string, issuer: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new authenticator secret (160 bits, base32) and its otpauth URL and QR code for the app to scan. */
export async function newTotpEnrolment(label: string, issuer: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, label, issuer).toString();
  // Loaded at the first enrolment rather than at the server's start.
  const qrCodeSvg = await (await import('qrcode')).default.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { secret, otpauthUrl, qrCodeSvg };
}

/**
 * The time step a six-digit code is right for (now, or one step either side for clock drift), or null. The
 * caller spends the step, so that no code works twice.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, '', '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** Ten single-use codes (`ABCDE-FGHJK`) that stand in for an authenticator. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () =>
    Array.from({ length: 10 }, (_, i) => (i === 5 ? '-' : '') + ALPHABET[randomInt(ALPHABET.length)]).join(
      '',
    ),
  );
}

/** A recovery code's keyed hash, the same however it was typed (case, spaces, dash). */
export function recoveryCodeHash(key: Buffer, holderId: string, code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toUpperCase();
  return createHmac('sha256', key).update(`${holderId}:${normalised}`).digest('hex');
}
