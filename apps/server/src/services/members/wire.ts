import type { Identity, IdentityProfile } from '@atrium/contract';
import type { MemberRow } from './service.js';

export function toWireIdentity(row: MemberRow): Identity {
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    identityProfile: row.profile as IdentityProfile,
    email: { address: row.email, isVerified: row.emailVerified },
    status: { name: row.status, reasons: row.pendingReason ? [row.pendingReason] : [] },
    factors: row.passwordHash ? [{ factorId: row.id, type: 'PASSWORD', status: 'ACTIVE' }] : [],
  };
}
