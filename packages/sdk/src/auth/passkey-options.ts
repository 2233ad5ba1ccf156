import { toWire } from '../wire/transform.js';

/**
 * WebAuthn options (`mfaChallengeData.webauthn`, a passkey enrolment's `options`) as the browser's API wants
 * them: the SDK shows every `id` field as `_id` (WIRE.md section 3), and WebAuthn needs its own names back.
 */
export function passkeyOptions<T = Record<string, unknown>>(options: Record<string, unknown>): T {
  return toWire(options) as T;
}
