/** How the dashboard names members' statuses and sign-in factors, on the list and on a member's page. */

export const STATUS_COLOR: Record<string, string> = { ACTIVE: 'teal', PENDING: 'yellow', BLOCKED: 'red' };

export const FACTOR_NAMES: Record<string, string> = {
  PASSWORD: 'password',
  TOTP: 'authenticator app',
  WEBAUTHN: 'passkey',
  EMAIL: 'email code',
  SMS: 'text message',
  CALL: 'phone call',
  RECOVERY_CODE: 'recovery codes',
};

export const factorName = (type: string) => FACTOR_NAMES[type] ?? type.toLowerCase();

/** How the member signs in: their active factors, in words ("password, passkey, recovery codes"). */
export function signInFactors(factors: { type: string; status: string }[]): string {
  const active = factors.filter((factor) => factor.status === 'ACTIVE');
  const names = [...new Set(active.map((factor) => factorName(factor.type)))];
  return names.join(', ') || '—';
}

export const hasSecondFactor = (factors: { type: string }[]) =>
  factors.some((factor) => factor.type !== 'PASSWORD');

export interface Named {
  identityProfile: { firstName?: string | null; lastName?: string | null };
  status: { name: string; reasons: string[] };
}

export const fullName = (member: Named) =>
  [member.identityProfile.firstName, member.identityProfile.lastName].filter(Boolean).join(' ');

export const isWaiting = (member: Named) => member.status.reasons.includes('PENDING_ADMIN_APPROVAL_REQUIRED');

export const statusLabel = (member: Named) =>
  isWaiting(member) ? 'waiting for approval' : member.status.name.toLowerCase();
