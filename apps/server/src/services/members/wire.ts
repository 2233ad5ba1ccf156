import type { Identity, IdentityProfile } from '@atrium/contract';
import type { FactorRow } from './factors/factors.js';
import type { MemberRow } from './tables.js';

/** What a member's identity shows of each second factor. */
export type WireFactor = Pick<FactorRow, 'id' | 'type' | 'status'>;

/** The member's identity; `factors` adds their second factors (a waiting one shows as INACTIVE). */
export function toWireIdentity(row: MemberRow, factors: readonly WireFactor[] = []): Identity {
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    identityProfile: row.profile as IdentityProfile,
    email: { address: row.email, isVerified: row.emailVerified },
    status: { name: row.status, reasons: row.pendingReason ? [row.pendingReason] : [] },
    factors: [
      ...(row.passwordHash
        ? [{ factorId: row.id, type: 'PASSWORD' as const, status: 'ACTIVE' as const }]
        : []),
      ...factors.map((factor) => ({
        factorId: factor.id,
        type: factor.type,
        status: factor.status === 'ACTIVE' ? ('ACTIVE' as const) : ('INACTIVE' as const),
      })),
    ],
  };
}
